import type { MonthGrid } from "@park/domain/prices-calendar/month-grid.ts";
import type { YearlyPrices } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import { type KeyboardEvent, memo } from "react";
import { useLanguage } from "../i18n/use-language.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { DayPopover } from "./day-popover.tsx";
import { MonthFrame } from "./month-frame.tsx";
import { COLOR_STYLES } from "./price-colors.ts";
import { longDate } from "./price-format.ts";

interface MonthTableProps {
  grid: MonthGrid;
  byDate: ReadonlyMap<string, YearlyPrices["datePrices"]>;
  today: string;
  /** The one day reachable with Tab (roving focus), when it is in this month; arrows move it. */
  focused: string | null;
  open: string | null;
  onOpen: (date: string) => void;
  onClose: (returnFocus: boolean) => void;
  onKey: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

export const MonthTable = memo(function MonthTable({
  grid,
  byDate,
  today,
  focused,
  open,
  onOpen,
  onClose,
  onKey,
}: MonthTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <MonthFrame
      grid={grid}
      look="site"
      day={(date, column) => {
        const prices = byDate.get(date);
        const colorName = prices ? t(`prices.colors.${prices.color}`) : t("prices.calendar.noPriceShort");
        return (
          <td key={date} className="relative">
            <button
              type="button"
              data-price-day={date}
              tabIndex={date === focused ? 0 : -1}
              aria-haspopup="dialog"
              aria-expanded={open === date}
              aria-current={date === today ? "date" : undefined}
              aria-label={`${longDate(date, language)}, ${colorName}`}
              onClick={() => onOpen(date)}
              onKeyDown={(event) => onKey(date, event)}
              className={`h-9 w-full rounded-md tabular-nums ${prices ? COLOR_STYLES[prices.color] : "bg-stone-100 text-stone-600"} ${date === today ? "ring-2 ring-lake-700 ring-offset-1" : ""}`}
            >
              {Number(date.slice(8))}
            </button>
            {open === date && (
              <DayPopover date={date} prices={prices} alignEnd={column >= 4} onClose={onClose} />
            )}
          </td>
        );
      }}
    />
  );
});
