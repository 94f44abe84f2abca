import { useId, useState } from "react";
import { ApiError, errorMessage } from "../../../../shared/api/api-error.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import type { BlockRequest, TodayQuery } from "../api/today-calls.ts";
import { useBlockUnit, useTodayOverview, useUnblockUnit } from "../hooks/use-today.ts";
import { ActivitySlots } from "./activity-slots.tsx";
import { ArrivalsTable } from "./arrivals-table.tsx";
import { TodayRangeForm } from "./today-range-form.tsx";
import { type FieldErrors, UnitBlockForm } from "./unit-block-form.tsx";
import { UnitGrid } from "./unit-grid.tsx";

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fields.map((field) => [field.path, field.message]));
}

/** /office/today (front desk): arrivals against capacity, the units by night, activity places, and unit blocks. */
export default function TodayPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState<TodayQuery>({ from: undefined, nights: 7 });
  const overview = useTodayOverview(query);
  const block = useBlockUnit();
  const unblock = useUnblockUnit();
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [chosenUnit, setChosenUnit] = useState<number | null>(null);
  const data = overview.data;
  const auditUnit = chosenUnit ?? data?.units[0]?.id ?? null;

  /** A write's outcome in the notice; a refusal's field errors go back to the form. */
  async function write(call: () => Promise<string>): Promise<FieldErrors> {
    setNotice(null);
    try {
      setNotice({ kind: "ok", text: await call() });
      return {};
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
      return fieldErrorsOf(error);
    }
  }

  const onBlock = (request: BlockRequest) =>
    write(async () => {
      const answer = await block.mutateAsync(request);
      return t("office.today.blocked", { unit: answer.unitName, nights: answer.nights.join(", ") });
    });
  const onUnblock = (request: Omit<BlockRequest, "reason">) =>
    write(async () => {
      const answer = await unblock.mutateAsync(request);
      return t("office.today.unblocked", { unit: answer.unitName, nights: answer.nights.join(", ") });
    });
  const loading = overview.isFetching;

  const section = "grid gap-3 rounded-lg border border-stone-200 bg-white p-4";
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-forest-900">{t("office.today.title")}</h1>
      <TodayRangeForm first={data?.first} t={t} onShow={setQuery} />

      <div aria-live="polite" className="min-h-6">
        {loading ? <p>{t("office.shell.loading")}</p> : null}
        {!loading && data ? (
          <p className="text-sm text-stone-700">
            {t("office.today.loaded", { first: data.first, last: data.last })}
          </p>
        ) : null}
        {notice ? (
          <p
            role={notice.kind === "error" ? "alert" : "status"}
            className={`mt-2 rounded px-3 py-2 ${notice.kind === "error" ? "bg-red-50 text-red-800" : "bg-forest-50 text-forest-900"}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {overview.isError && !overview.isFetching ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{errorMessage(overview.error)}</p>
          <button type="button" className="mt-2 underline" onClick={() => void overview.refetch()}>
            {t("office.shell.retry")}
          </button>
        </div>
      ) : null}

      {data ? (
        <>
          <section aria-labelledby={`${id}-arrivals`} className={section}>
            <h2 id={`${id}-arrivals`} className="text-lg font-semibold">
              {t("office.today.arrivals")}
            </h2>
            <ArrivalsTable days={data.days} t={t} language={language} />
          </section>
          <section aria-labelledby={`${id}-block`} className={section}>
            <h2 id={`${id}-block`} className="text-lg font-semibold">
              {t("office.today.blockTitle")}
            </h2>
            <UnitBlockForm
              units={data.units}
              defaultNight={data.first < data.today ? data.today : data.first}
              t={t}
              busy={block.isPending || unblock.isPending}
              onBlock={onBlock}
              onUnblock={onUnblock}
              onUnitChange={setChosenUnit}
            />
            {auditUnit === null ? null : (
              <details>
                <summary className="cursor-pointer font-medium">{t("office.today.history")}</summary>
                <AuditTrail entityType="unit" entityId={String(auditUnit)} />
              </details>
            )}
          </section>
          <section aria-labelledby={`${id}-units`} className={section}>
            <h2 id={`${id}-units`} className="text-lg font-semibold">
              {t("office.today.units")}
            </h2>
            <UnitGrid units={data.units} t={t} language={language} />
          </section>
          <section aria-labelledby={`${id}-activities`} className={section}>
            <h2 id={`${id}-activities`} className="text-lg font-semibold">
              {t("office.today.activities")}
            </h2>
            <ActivitySlots activities={data.activities} t={t} language={language} />
          </section>
        </>
      ) : null}
    </div>
  );
}
