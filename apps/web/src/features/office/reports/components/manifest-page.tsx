import type { Language } from "@park/domain/constants.ts";
import { isIsoDate } from "@park/domain/dates.ts";
import type { ManifestDto } from "@park/domain/office-reports/report-dto.ts";
import { Link, useSearchParams } from "react-router";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import { PrintArea } from "../../shell/components/print-area.tsx";
import { QueryState } from "../../shell/components/query-state.tsx";
import type { ManifestRequest } from "../api/reports-calls.ts";
import { useManifest } from "../hooks/use-reports.ts";
import { PrintButton } from "./print-button.tsx";

const COLUMNS = ["code", "holder", "quantity", "hours", "startHour", "visitPersons", "checkedIn"] as const;

/** The slot the address names (?date=&scheduleId=), or null when it names none. */
function requestOf(params: URLSearchParams): ManifestRequest | null {
  const date = params.get("date") ?? "";
  const scheduleId = Number(params.get("scheduleId"));
  return isIsoDate(date) && Number.isInteger(scheduleId) && scheduleId > 0 ? { date, scheduleId } : null;
}

function whenOf(manifest: ManifestDto, language: Language) {
  return {
    activity: manifest.activity,
    hour: manifest.startHour,
    date: formatVisitDate(manifest.date, language),
  };
}

function Manifest({ manifest }: { manifest: ManifestDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <p>
        {t("office.reports.manifest.counts", {
          bookings: manifest.totals.bookings,
          quantity: manifest.totals.quantity,
          units: manifest.units,
          held: manifest.held,
          left: manifest.left,
        })}
      </p>
      <section aria-labelledby="manifest-safety" className="rounded border border-amber-700 bg-amber-50 p-3">
        <h2 id="manifest-safety" className="font-semibold">
          {t("office.reports.manifest.safety")}
        </h2>
        <p className="whitespace-pre-line">{manifest.safetyNotes}</p>
      </section>
      {manifest.bookings.length === 0 ? (
        <p>{t("office.reports.manifest.empty")}</p>
      ) : (
        <OfficeTable
          wide
          caption={t("office.reports.manifest.caption", whenOf(manifest, language))}
          headers={COLUMNS.map((column) => t(`office.reports.manifest.${column}`))}
          rows={manifest.bookings}
          rowKey={(booking) => `${booking.code} ${booking.startHour}`}
          cells={(booking) => [
            booking.code,
            booking.holder || "—",
            booking.quantity,
            booking.hours,
            booking.startHour,
            booking.visitPersons,
            booking.checkedIn ? t("office.reports.yes") : t("office.reports.no"),
          ]}
          cellClass={(_, column) => (column === 0 ? "font-mono" : "")}
        />
      )}
    </>
  );
}

/** /office/reports/manifest (front desk): one activity slot's printable list for its guide. */
export default function ManifestPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const request = requestOf(params);
  const manifest = useManifest(request);
  const title = manifest.data
    ? t("office.reports.manifest.title", whenOf(manifest.data, language))
    : t("office.reports.manifest.heading");
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-3 print:hidden">
        <Link to="/office/reports" className="text-lake-800 underline">
          {t("office.reports.backToReports")}
        </Link>
        {manifest.data ? <PrintButton label={t("office.reports.print")} /> : null}
      </p>
      <PrintArea className="grid gap-4">
        <h1 className="font-bold text-2xl text-forest-900">{title}</h1>
        {request === null ? (
          <p>{t("office.reports.manifest.noSlot")}</p>
        ) : (
          <QueryState query={manifest}>{(data) => <Manifest manifest={data} />}</QueryState>
        )}
      </PrintArea>
    </div>
  );
}
