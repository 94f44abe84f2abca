import { OVERVIEW_MAX_NIGHTS } from "@park/domain/office-today/day-overview.ts";
import { useCallback, useEffect, useId, useState } from "react";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { AuditTrail } from "../shell/audit-trail.tsx";
import { ActivitySlots } from "./activity-slots.tsx";
import { ArrivalsTable } from "./arrivals-table.tsx";
import type { TodayOverview } from "./today-calls.ts";
import { blockUnit, fetchToday, unblockUnit } from "./today-calls.ts";
import { TODAY_TEXTS } from "./today-texts.ts";
import { type BlockRequest, UnitBlockForm } from "./unit-block-form.tsx";
import { UnitGrid } from "./unit-grid.tsx";

/** The last overview stays on screen while the next one loads, so the block form keeps what was typed. */
type Load = { loading: boolean; error: string | null; data: TodayOverview | null };

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
  const [query, setQuery] = useState<{ from: string | undefined; nights: number }>({
    from: undefined,
    nights: 7,
  });
  const [fromInput, setFromInput] = useState("");
  const [nightsInput, setNightsInput] = useState(7);
  const [load, setLoad] = useState<Load>({ loading: true, error: null, data: null });
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [auditUnit, setAuditUnit] = useState<number | null>(null);
  const [auditVersion, setAuditVersion] = useState(0);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      setLoad((current) => ({ ...current, loading: true, error: null }));
      try {
        const data = await fetchToday(query, signal);
        setLoad({ loading: false, error: null, data });
        if (!fromInput) setFromInput(data.first);
        setAuditUnit((unit) => unit ?? data.units[0]?.id ?? null);
      } catch (error) {
        if (signal?.aborted) return;
        setLoad((current) => ({ ...current, loading: false, error: errorMessage(error) }));
      }
    },
    [query, fromInput],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on a new query only, not when the date typed changes
  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [query]);

  async function write(call: () => Promise<string>) {
    setWriting(true);
    setNotice(null);
    setFieldErrors({});
    try {
      setNotice({ kind: "ok", text: await call() });
      setAuditVersion((v) => v + 1);
      await reload();
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
      setFieldErrors(fieldErrorsOf(error));
    } finally {
      setWriting(false);
    }
  }

  const onBlock = (request: BlockRequest) =>
    write(async () => {
      const answer = await blockUnit(request);
      return texts.blocked(answer.unitName, answer.nights);
    });
  const onUnblock = (request: Omit<BlockRequest, "reason">) =>
    write(async () => {
      const answer = await unblockUnit(request);
      return texts.unblocked(answer.unitName, answer.nights);
    });

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
        {load.loading ? <p>{texts.loading}</p> : null}
        {!load.loading && load.data ? (
          <p className="text-sm text-stone-700">
            {texts.loaded.replace("{first}", load.data.first).replace("{last}", load.data.last)}
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
      {load.error ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{load.error}</p>
          <button type="button" className="mt-2 underline" onClick={() => void reload()}>
            {texts.retry}
          </button>
        </div>
      ) : null}

      {load.data ? (
        <>
          <section aria-labelledby={`${id}-arrivals`} className={section}>
            <h2 id={`${id}-arrivals`} className="text-lg font-semibold">
              {texts.arrivals}
            </h2>
            <ArrivalsTable days={load.data.days} texts={texts} language={language} />
          </section>
          <section aria-labelledby={`${id}-block`} className={section}>
            <h2 id={`${id}-block`} className="text-lg font-semibold">
              {texts.blockTitle}
            </h2>
            <UnitBlockForm
              units={load.data.units}
              defaultNight={load.data.first < load.data.today ? load.data.today : load.data.first}
              texts={texts}
              busy={writing}
              fieldErrors={fieldErrors}
              onBlock={onBlock}
              onUnblock={onUnblock}
              onUnitChange={setAuditUnit}
            />
            {auditUnit === null ? null : (
              <details>
                <summary className="cursor-pointer font-medium">{texts.history}</summary>
                <AuditTrail
                  key={`${auditUnit}-${auditVersion}`}
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
            <UnitGrid units={load.data.units} texts={texts} language={language} />
          </section>
          <section aria-labelledby={`${id}-activities`} className={section}>
            <h2 id={`${id}-activities`} className="text-lg font-semibold">
              {texts.activities}
            </h2>
            <ActivitySlots activities={load.data.activities} texts={texts} language={language} />
          </section>
        </>
      ) : null}
    </div>
  );
}
