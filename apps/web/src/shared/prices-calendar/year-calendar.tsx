import { movedDay, yearGrid } from "@park/domain/prices-calendar/month-grid.ts";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { MonthTable } from "./month-table.tsx";
import { TariffLegend } from "./tariff-legend.tsx";
import type { CalendarData } from "./yearly-prices.ts";

/**
 * Months drawn per task: the year's 365 day buttons drawn at once took one long task (about 400 ms on a
 * phone) that kept the page from answering a tap; even two months (60-80 ms on a phone) blocked it; a month
 * at a time, each in its own task, stays short.
 * The calendar is below the prices, so the months that follow appear below the fold.
 */
const MONTHS_PER_TASK = 1;

/** How many of `total` months to draw: a batch more after each task, until all are drawn. */
function useMonthsDrawn(total: number): number {
  const [drawn, setDrawn] = useState(Math.min(MONTHS_PER_TASK, total));
  useEffect(() => {
    if (drawn >= total) return;
    const next = setTimeout(() => setDrawn((count) => Math.min(count + MONTHS_PER_TASK, total)), 0);
    return () => clearTimeout(next);
  }, [drawn, total]);
  return drawn;
}

function focusDay(date: string) {
  document.querySelector<HTMLButtonElement>(`[data-price-day="${date}"]`)?.focus();
}

/**
 * The year's calendar (001 §2 Prices page): 3 rows of 4 months from 768 px, one column of 12 on
 * phones, weeks from Monday, each day in its tariff colour. One day is in the Tab order; arrows move
 * between days, Enter or Space opens its prices, Escape closes them.
 */
export function YearCalendar({ data }: { data: CalendarData }) {
  const { t } = useTranslation();
  const months = useMemo(() => yearGrid(data.year), [data.year]);
  const drawn = useMonthsDrawn(months.length);
  const inYear = data.today.startsWith(String(data.year));
  const [focused, setFocused] = useState(inYear ? data.today : `${data.year}-01-01`);
  const [open, setOpen] = useState<string | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen((current) => {
      if (current && returnFocus) queueMicrotask(() => focusDay(current));
      return null;
    });
  }, []);

  const onKey = useCallback((date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const next = movedDay(date, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    setOpen(null);
    focusDay(next);
  }, []);

  const onOpen = useCallback((date: string) => {
    setFocused(date);
    setOpen((current) => (current === date ? null : date));
  }, []);

  return (
    <>
      <TariffLegend />
      <p className="mt-3 text-sm text-stone-700">{t("prices.calendar.instructions")}</p>
      <div className="mt-6 grid grid-cols-1 gap-x-6 gap-y-8 md:grid-cols-4">
        {months.slice(0, drawn).map((grid) => (
          <MonthTable
            key={grid.month}
            grid={grid}
            byDate={data.byDate}
            today={data.today}
            // Only the months holding the focused or open day re-render when they change.
            focused={focused.startsWith(grid.month) ? focused : null}
            open={open?.startsWith(grid.month) ? open : null}
            onOpen={onOpen}
            onClose={close}
            onKey={onKey}
          />
        ))}
      </div>
    </>
  );
}
