import type { PriceColor } from "@park/domain/constants.ts";
import { movedDay, yearGrid } from "@park/domain/prices-calendar/month-grid.ts";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { MonthFrame } from "../../../../shared/prices-calendar/month-frame.tsx";
import { COLOR_STYLES } from "../../../../shared/prices-calendar/price-colors.ts";
import { longDate } from "../../../../shared/prices-calendar/price-format.ts";
import type { DateRange } from "./range-fields.tsx";

function ordered(a: string, b: string): DateRange {
  return a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };
}

/**
 * The year as the office paints it: each day in its colour, the chosen range outlined. With the mouse a
 * press picks a day, dragging or Shift+click stretches the range from it; with the keyboard one day is in
 * the Tab order, arrows move, Enter (or Space) picks, Shift+Enter stretches.
 */
export function PaintGrid({
  year,
  today,
  colors,
  closed,
  range,
  onRange,
  t,
}: {
  year: number;
  today: string;
  colors: ReadonlyMap<string, PriceColor>;
  closed: ReadonlySet<string>;
  range: DateRange | null;
  onRange: (range: DateRange) => void;
  t: TFunction;
}) {
  const language = useLanguage();
  const months = useMemo(() => yearGrid(year), [year]);
  const [focused, setFocused] = useState(today.startsWith(String(year)) ? today : `${year}-01-01`);
  const anchor = useRef<string | null>(null);
  const dragging = useRef(false);
  const gridRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener("pointerup", stop);
    return () => window.removeEventListener("pointerup", stop);
  }, []);

  const pick = (date: string, extend: boolean) => {
    if (extend && anchor.current) {
      onRange(ordered(anchor.current, date));
    } else {
      anchor.current = date;
      onRange({ startDate: date, endDate: date });
    }
  };

  const onKey = (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      pick(date, event.shiftKey);
      return;
    }
    const next = movedDay(date, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-paint-day="${next}"]`)?.focus();
  };

  const inRange = (date: string) => range !== null && range.startDate <= date && date <= range.endDate;

  return (
    <fieldset ref={gridRef} className="grid gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t("office.prices.paint.gridLabel", { year })}</legend>
      {months.map((grid) => (
        <MonthFrame
          key={grid.month}
          grid={grid}
          look="office"
          day={(date) => {
            const color = closed.has(date) ? undefined : colors.get(date);
            const state = closed.has(date)
              ? t("office.prices.closed")
              : color
                ? t(`office.prices.colors.${color}`)
                : t("office.prices.noPrice");
            const chosen = inRange(date);
            return (
              <td key={date}>
                <button
                  type="button"
                  data-paint-day={date}
                  tabIndex={date === focused ? 0 : -1}
                  aria-pressed={chosen}
                  aria-label={`${longDate(date, language)}, ${state}`}
                  onPointerDown={(event) => {
                    event.preventDefault();
                    setFocused(date);
                    dragging.current = !event.shiftKey;
                    pick(date, event.shiftKey);
                  }}
                  onPointerEnter={() => {
                    if (dragging.current && anchor.current) onRange(ordered(anchor.current, date));
                  }}
                  onKeyDown={(event) => onKey(date, event)}
                  onFocus={() => setFocused(date)}
                  className={`h-7 w-full touch-none select-none rounded tabular-nums ${color ? COLOR_STYLES[color] : "bg-stone-200 text-stone-800"} ${chosen ? "outline outline-3 outline-offset-1 outline-orange-600" : ""}`}
                >
                  {Number(date.slice(8))}
                </button>
              </td>
            );
          }}
        />
      ))}
    </fieldset>
  );
}
