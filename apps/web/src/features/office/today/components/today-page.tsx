import { OVERVIEW_MAX_NIGHTS } from "@park/domain/office-today/day-overview.ts";
import { useEffect, useId, useState } from "react";
import { ApiError } from "../../../../shared/api/api-error.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import type { BlockRequest, TodayQuery } from "../api/today-calls.ts";
import { useBlockUnit, useTodayOverview, useUnblockUnit } from "../hooks/use-today.ts";
import { TODAY_TEXTS } from "../today-texts.ts";
import { ActivitySlots } from "./activity-slots.tsx";
import { ArrivalsTable } from "./arrivals-table.tsx";
import { UnitBlockForm } from "./unit-block-form.tsx";
import { UnitGrid } from "./unit-grid.tsx";

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fields.map((field) => [field.path, field.message]));
}

/** /office/today (front desk): arrivals against capacity, the units by night, activity places, and unit blocks. */
export default function TodayPage() {
  const language = useLanguage();
  const texts = TODAY_TEXTS[language];
  const id = useId();
  const [query, setQuery] = useState<TodayQuery>({ from: undefined, nights: 7 });
  const [fromInput, setFromInput] = useState("");
  const [nightsInput, setNightsInput] = useState(7);
  const overview = useTodayOverview(query);
  const block = useBlockUnit();
  const unblock = useUnblockUnit();
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [chosenUnit, setChosenUnit] = useState<number | null>(null);
  const data = overview.data;
  const auditUnit = chosenUnit ?? data?.units[0]?.id ?? null;

  // The first overview fills the date the range starts from, as the server chose it.
  useEffect(() => {
    if (data) setFromInput((typed) => typed || data.first);
  }, [data]);

  async function write(call: () => Promise<string>) {
    setNotice(null);
    setFieldErrors({});
    try {
      setNotice({ kind: "ok", text: await call() });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
      setFieldErrors(fieldErrorsOf(error));
    }
  }

  const onBlock = (request: BlockRequest) =>
    write(async () => {
      const answer = await block.mutateAsync(request);
      return texts.blocked(answer.unitName, answer.nights);
    });
  const onUnblock = (request: Omit<BlockRequest, "reason">) =>
    write(async () => {
      const answer = await unblock.mutateAsync(request);
      return texts.unblocked(answer.unitName, answer.nights);
    });
  const loading = overview.isFetching;

  const section = "grid gap-3 rounded-lg border border-stone-200 bg-white p-4";
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-forest-900">{texts.title}</h1>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ from: fromInput || undefined, nights: nightsInput });
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {texts.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="min-h-10 rounded border border-stone-400 px-2"
            value={fromInput}
            onChange={(event) => setFromInput(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-nights`} className="text-sm font-medium">
            {texts.days}
          </label>
          <input
            id={`${id}-nights`}
            type="number"
            min={1}
            max={OVERVIEW_MAX_NIGHTS}
            className="min-h-10 w-20 rounded border border-stone-400 px-2"
            value={nightsInput}
            onChange={(event) => setNightsInput(Number(event.target.value))}
          />
        </div>
        <button
          type="submit"
          className="min-h-10 rounded bg-forest-700 px-4 font-semibold text-white hover:bg-forest-800"
        >
          {texts.show}
        </button>
      </form>

      <div aria-live="polite" className="min-h-6">
        {loading ? <p>{texts.loading}</p> : null}
        {!loading && data ? (
          <p className="text-sm text-stone-700">
            {texts.loaded.replace("{first}", data.first).replace("{last}", data.last)}
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
            {texts.retry}
          </button>
        </div>
      ) : null}

      {data ? (
        <>
          <section aria-labelledby={`${id}-arrivals`} className={section}>
            <h2 id={`${id}-arrivals`} className="text-lg font-semibold">
              {texts.arrivals}
            </h2>
            <ArrivalsTable days={data.days} texts={texts} language={language} />
          </section>
          <section aria-labelledby={`${id}-block`} className={section}>
            <h2 id={`${id}-block`} className="text-lg font-semibold">
              {texts.blockTitle}
            </h2>
            <UnitBlockForm
              units={data.units}
              defaultNight={data.first < data.today ? data.today : data.first}
              texts={texts}
              busy={block.isPending || unblock.isPending}
              fieldErrors={fieldErrors}
              onBlock={onBlock}
              onUnblock={onUnblock}
              onUnitChange={setChosenUnit}
            />
            {auditUnit === null ? null : (
              <details>
                <summary className="cursor-pointer font-medium">{texts.history}</summary>
                {/* Read again with each overview: a block or an unblock reads both again. */}
                <AuditTrail
                  key={`${auditUnit}-${overview.dataUpdatedAt}`}
                  entityType="unit"
                  entityId={String(auditUnit)}
                />
              </details>
            )}
          </section>
          <section aria-labelledby={`${id}-units`} className={section}>
            <h2 id={`${id}-units`} className="text-lg font-semibold">
              {texts.units}
            </h2>
            <UnitGrid units={data.units} texts={texts} language={language} />
          </section>
          <section aria-labelledby={`${id}-activities`} className={section}>
            <h2 id={`${id}-activities`} className="text-lg font-semibold">
              {texts.activities}
            </h2>
            <ActivitySlots activities={data.activities} texts={texts} language={language} />
          </section>
        </>
      ) : null}
    </div>
  );
}
