import type { PriceColor } from "@park/domain/constants.ts";
import { isIsoDate, yearOf } from "@park/domain/dates.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { calendarData, type YearlyPrices } from "../../../shared/prices-calendar/yearly-prices.ts";
import { ActivityPeriodsSection } from "./activity-periods-section.tsx";
import { ClosedDatesSection } from "./closed-dates-section.tsx";
import { describeChange, previewYear } from "./describe-change.ts";
import { ExchangeRateSection } from "./exchange-rate-section.tsx";
import { INPUT, SECONDARY_BUTTON } from "./office-parts.tsx";
import { PaintSection } from "./paint-section.tsx";
import { PreviewPanel } from "./preview-panel.tsx";
import { loadPrices, type PricesOverview, previewChange, saveChange } from "./prices-calls.ts";
import { PRICES_TEXTS } from "./prices-texts.ts";
import { TariffSection } from "./tariff-section.tsx";

type Loaded =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; overview: PricesOverview; days: YearlyPrices[] };

type Draft = { change: PriceChange; label: string; year: number; days: YearlyPrices[] };

/** Years the office can show: the park's current one and the two after it (a change spans at most two years). */
const YEARS_AHEAD = 2;

async function parkYear(signal: AbortSignal): Promise<number> {
  const answer = await apiRequest("/api/core/clock", { signal });
  const today = z.object({ today: z.string().refine(isIsoDate) }).parse(answer).today;
  return yearOf(today);
}

/** /office/prices (admin): paint the calendar, colour tariffs, closed dates, activity periods, exchange rate. */
export default function OfficePricesPage() {
  const texts = PRICES_TEXTS[useLanguage()];
  const [year, setYear] = useState<number | null>(null);
  const [firstYear, setFirstYear] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [round, setRound] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [status, setStatus] = useState("");
  const statusRef = useRef<HTMLParagraphElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a reload after a save
  useEffect(() => {
    const controller = new AbortController();
    setLoaded((current) => (current.state === "ready" ? current : { state: "loading" }));
    const work = async () => {
      const shown = year ?? (await parkYear(controller.signal));
      const { overview, days } = await loadPrices(shown, controller.signal);
      setFirstYear((current) => current ?? yearOf(overview.today));
      if (year === null) setYear(shown);
      setLoaded({ state: "ready", overview, days });
    };
    work().catch((error: unknown) => {
      if (!controller.signal.aborted) {
        setLoaded({ state: "error", message: error instanceof Error ? error.message : String(error) });
      }
    });
    return () => controller.abort();
  }, [year, round]);

  const colors = useMemo(
    () =>
      new Map<string, PriceColor>(
        loaded.state === "ready" ? loaded.days.map((day) => [day.date, day.datePrices.color]) : [],
      ),
    [loaded],
  );
  const closed = useMemo(
    () => new Set(loaded.state === "ready" ? loaded.overview.closedDates : []),
    [loaded],
  );

  if (loaded.state === "loading" || year === null) {
    return (
      <p role="status" className="p-6 text-stone-800">
        {texts.loading}
      </p>
    );
  }
  if (loaded.state === "error") {
    return (
      <div role="alert" className="flex items-center gap-3 p-6 text-red-800">
        <p>{loaded.message}</p>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setRound((n) => n + 1)}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const { overview } = loaded;

  const onPreview = async (change: PriceChange) => {
    setPreviewing(true);
    setStatus("");
    try {
      const previewIn = previewYear(change, overview.periods, year);
      const days = await previewChange(change, previewIn);
      setDraft({ change, label: describeChange(change, overview.periods, texts), year: previewIn, days });
    } finally {
      setPreviewing(false);
    }
  };

  const onSave = async () => {
    if (!draft) return;
    const changed = await saveChange(draft.change);
    setDraft(null);
    setStatus(changed === 0 ? texts.draft.nothing : texts.draft.saved(changed));
    setRound((n) => n + 1);
    queueMicrotask(() => statusRef.current?.focus());
  };

  const onSavedRate = (message: string) => {
    setStatus(message);
    setRound((n) => n + 1);
  };

  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => (firstYear ?? year) + i);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{texts.title}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{texts.intro}</p>
      </div>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="font-semibold text-forest-800 focus:outline-none"
      >
        {status}
      </p>
      {draft && (
        <PreviewPanel
          key={draft.label + draft.year}
          label={draft.label}
          calendar={calendarData(overview.today, draft.year, draft.days)}
          onSave={onSave}
          onDiscard={() => setDraft(null)}
          texts={texts}
        />
      )}
      <div className="flex items-center gap-3">
        <label htmlFor="prices-year" className="font-semibold text-stone-900">
          {texts.year}
        </label>
        <select
          id="prices-year"
          className={INPUT}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <PaintSection
        key={`paint-${year}`}
        year={year}
        today={overview.today}
        colors={colors}
        closed={closed}
        busy={previewing}
        onPreview={onPreview}
        texts={texts}
      />
      <TariffSection
        key={`tariff-${round}`}
        today={overview.today}
        tariffs={overview.tariffs}
        busy={previewing}
        onPreview={onPreview}
        savedRound={round}
        texts={texts}
      />
      <ClosedDatesSection
        closedDates={overview.closedDates}
        busy={previewing}
        onPreview={onPreview}
        texts={texts}
      />
      <ActivityPeriodsSection
        key={`periods-${round}`}
        periods={overview.periods}
        busy={previewing}
        onPreview={onPreview}
        texts={texts}
      />
      <ExchangeRateSection
        key={`rate-${overview.exchangeRate}`}
        value={overview.exchangeRate}
        onSaved={onSavedRate}
        texts={texts}
      />
    </div>
  );
}
