import { errorMessage } from "../../../../shared/api/api-error.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { BUTTON_CLASSES, Status } from "../../shell/components/office-controls.tsx";
import { EXPORT_FORMATS } from "../api/reports-calls.ts";
import { usePaymentsDownload } from "../hooks/use-reports.ts";
import type { ReportRange } from "../report-range.ts";

/** The range's payments and refunds as CSV or as an Excel workbook; one download at a time. */
export function PaymentsExport({ range }: { range: ReportRange }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const download = usePaymentsDownload();
  const busy = download.isPending;
  return (
    <div className="grid gap-3">
      <p>
        {t("office.reports.payments.intro", {
          from: formatVisitDate(range.from, language),
          to: formatVisitDate(range.to, language),
        })}
      </p>
      <div className="flex flex-wrap gap-2" aria-busy={busy}>
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            disabled={busy}
            className={BUTTON_CLASSES}
            onClick={() => download.mutate({ range, format, language })}
          >
            {busy && download.variables.format === format
              ? t("office.reports.payments.downloading")
              : t(`office.reports.payments.download.${format}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {download.isSuccess ? (
          <Status kind="ok" text={t("office.reports.payments.saved", { name: download.data })} />
        ) : null}
        {download.isError ? (
          <Status
            kind="error"
            text={t("office.reports.payments.failed", { message: errorMessage(download.error) })}
          />
        ) : null}
      </div>
    </div>
  );
}
