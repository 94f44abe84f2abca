import type { AuditEntityType } from "@park/domain/office-staff/audit-entities.ts";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { fetchAuditTrail } from "./api/audit-api.ts";
import { describeChange } from "./audit-change.ts";
import { AUDIT_KEY, useOfficeQuery } from "./hooks/office-queries.ts";

/**
 * Who changed this, when, and what it was before and after (issue 14 item 9), newest first. Every office
 * write reads the trails again (office-queries.ts); a new `key` after a save does too.
 */
export function AuditTrail({ entityType, entityId }: { entityType: AuditEntityType; entityId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const trail = useOfficeQuery([...AUDIT_KEY, entityType, entityId], (signal) =>
    fetchAuditTrail(entityType, entityId, signal),
  );
  const failed = trail.isError
    ? trail.error instanceof ApiError
      ? trail.error.message
      : t("office.shell.audit.failed")
    : null;
  const entries = trail.data;

  const when = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Tijuana",
  });

  return (
    <section
      aria-label={t("office.shell.audit.title")}
      className="mt-6 rounded border border-stone-300 bg-white p-4"
    >
      <h2 className="font-semibold text-forest-900 text-lg">{t("office.shell.audit.title")}</h2>
      <div aria-live="polite" aria-busy={trail.isPending}>
        {trail.isPending ? <p className="text-stone-700">{t("office.shell.audit.loading")}</p> : null}
        {failed !== null ? <p className="text-red-800">{failed}</p> : null}
        {entries?.length === 0 ? <p className="text-stone-700">{t("office.shell.audit.empty")}</p> : null}
      </div>
      {entries !== undefined && entries.length > 0 ? (
        <ol className="mt-2 flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="border-stone-200 border-t pt-2">
              <p>
                <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time> ·{" "}
                <span className="font-mono text-sm">{entry.action}</span> · {t("office.shell.audit.by")}{" "}
                {entry.staff?.name ?? t("office.shell.audit.commandLine")}
              </p>
              <ul className="mt-1 text-sm text-stone-800">
                {describeChange(entry.before, entry.after, t).map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
