import type { PriceColor } from "@park/domain/constants.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import type { YearlyPrices } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { calendarData } from "../../../../shared/prices-calendar/yearly-prices.ts";
import { INPUT_CLASSES, SECONDARY_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { describeChange, previewYear } from "../describe-change.ts";
import { useParkYear, usePreview, usePrices, useSaveChange } from "../hooks/prices-queries.ts";
import { ActivityPeriodsSection } from "./activity-periods-section.tsx";
import { ClosedDatesSection } from "./closed-dates-section.tsx";
import { ExchangeRateSection } from "./exchange-rate-section.tsx";
import { PaintSection } from "./paint-section.tsx";
import { PreviewPanel } from "./preview-panel.tsx";
import { TariffSection } from "./tariff-section.tsx";

type Draft = { change: PriceChange; label: string; year: number; days: YearlyPrices[] };

/** Years the office can show: the park's current one and the two after it (a change spans at most two years). */
const YEARS_AHEAD = 2;

/** /office/prices (admin): paint the calendar, colour tariffs, closed dates, activity periods, exchange rate. */
export default function OfficePricesPage() {
  const { t } = useTranslation();
  const parkYear = useParkYear();
  const [chosenYear, setYear] = useState<number | null>(null);
  const year = chosenYear ?? parkYear.data ?? null;
  const prices = usePrices(year);
  const preview = usePreview();
  const save = useSaveChange();
  /** Saves so far: a save sets the tariff and period forms back to what is saved. */
  const [round, setRound] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState("");
  const statusRef = useRef<HTMLParagraphElement>(null);
  const previewing = preview.isPending;
  const loaded = prices.data;

  const colors = useMemo(
    () =>
      new Map<string, PriceColor>(loaded ? loaded.days.map((day) => [day.date, day.datePrices.color]) : []),
    [loaded],
  );
  const closed = useMemo(() => new Set(loaded ? loaded.overview.closedDates : []), [loaded]);

  const failure = parkYear.error ?? prices.error;
  if (failure && !loaded) {
    return (
      <div role="alert" className="flex items-center gap-3 p-6 text-red-800">
        <p>{failure.message}</p>
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASSES}
          onClick={() => void (parkYear.isError ? parkYear.refetch() : prices.refetch())}
        >
          {t("office.shell.retry")}
        </button>
      </div>
    );
  }
  if (!loaded || year === null || parkYear.data === undefined) {
    return (
      <p role="status" className="p-6 text-stone-800">
        {t("office.prices.loading")}
      </p>
    );
  }
  const { overview } = loaded;

  const onPreview = async (change: PriceChange) => {
    setStatus("");
    const previewIn = previewYear(change, overview.periods, year);
    const days = await preview.mutateAsync({ change, year: previewIn });
    setDraft({ change, label: describeChange(change, overview.periods, t), year: previewIn, days });
  };

  const onSave = async () => {
    if (!draft) return;
    const changed = await save.mutateAsync(draft.change);
    setDraft(null);
    setStatus(
      changed === 0 ? t("office.prices.draft.nothing") : t("office.prices.draft.saved", { count: changed }),
    );
    setRound((n) => n + 1);
    queueMicrotask(() => statusRef.current?.focus());
  };

  const onSavedRate = (message: string) => {
    setStatus(message);
    setRound((n) => n + 1);
  };

  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => parkYear.data + i);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t("office.prices.title")}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{t("office.prices.intro")}</p>
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
          t={t}
        />
      )}
      <div className="flex items-center gap-3">
        <label htmlFor="prices-year" className="font-semibold text-stone-900">
          {t("office.prices.year")}
        </label>
        <select
          id="prices-year"
          className={INPUT_CLASSES}
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
        t={t}
      />
      <TariffSection
        key={`tariff-${round}`}
        today={overview.today}
        tariffs={overview.tariffs}
        busy={previewing}
        onPreview={onPreview}
        savedRound={round}
        t={t}
      />
      <ClosedDatesSection closedDates={overview.closedDates} busy={previewing} onPreview={onPreview} t={t} />
      <ActivityPeriodsSection
        key={`periods-${round}`}
        periods={overview.periods}
        busy={previewing}
        onPreview={onPreview}
        t={t}
      />
      <ExchangeRateSection
        key={`rate-${overview.exchangeRate}`}
        value={overview.exchangeRate}
        onSaved={onSavedRate}
        t={t}
      />
    </div>
  );
}
