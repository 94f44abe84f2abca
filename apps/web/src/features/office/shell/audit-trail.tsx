import type { AuditEntityType } from "@park/domain/office-staff/audit-entities.ts";
import { useEffect, useState } from "react";
import { z } from "zod";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { describeChange } from "./audit-change.ts";
import { officeRequest } from "./office-api.ts";
import { useOfficeTexts } from "./use-office-texts.ts";

const trailSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      actor: z.enum(["staff", "command_line"]),
      staff: z.object({ name: z.string(), email: z.string() }).nullable(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});

type Entry = z.infer<typeof trailSchema>["entries"][number];

type Trail =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; entries: Entry[] };

/**
 * Who changed this, when, and what it was before and after (issue 14 item 9), newest first. Give it a new
 * `key` after a save to read the trail again.
 */
export function AuditTrail({ entityType, entityId }: { entityType: AuditEntityType; entityId: string }) {
  const texts = useOfficeTexts();
  const language = useLanguage();
  const [trail, setTrail] = useState<Trail>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ entityType, entityId });
    setTrail({ status: "loading" });
    officeRequest(`/api/office/audit?${query}`, { signal: controller.signal })
      .then((answer) => setTrail({ status: "ready", entries: trailSchema.parse(answer).entries }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setTrail({
          status: "failed",
          message: error instanceof ApiError ? error.message : texts.audit.failed,
        });
      });
    return () => controller.abort();
  }, [entityType, entityId, texts]);

  const when = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Tijuana",
  });

  return (
    <section aria-label={texts.audit.title} className="mt-6 rounded border border-stone-300 bg-white p-4">
      <h2 className="font-semibold text-forest-900 text-lg">{texts.audit.title}</h2>
      <div aria-live="polite" aria-busy={trail.status === "loading"}>
        {trail.status === "loading" ? <p className="text-stone-700">{texts.audit.loading}</p> : null}
        {trail.status === "failed" ? <p className="text-red-800">{trail.message}</p> : null}
        {trail.status === "ready" && trail.entries.length === 0 ? (
          <p className="text-stone-700">{texts.audit.empty}</p>
        ) : null}
      </div>
      {trail.status === "ready" && trail.entries.length > 0 ? (
        <ol className="mt-2 flex flex-col gap-3">
          {trail.entries.map((entry) => (
            <li key={entry.id} className="border-stone-200 border-t pt-2">
              <p>
                <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time> ·{" "}
                <span className="font-mono text-sm">{entry.action}</span> · {texts.audit.by}{" "}
                {entry.staff?.name ?? texts.audit.commandLine}
              </p>
              <ul className="mt-1 text-sm text-stone-800">
                {describeChange(entry.before, entry.after, texts.audit).map((line) => (
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
