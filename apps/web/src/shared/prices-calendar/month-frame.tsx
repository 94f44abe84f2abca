import type { MonthGrid } from "@park/domain/prices-calendar/month-grid.ts";
import type { ReactNode } from "react";
import { useLanguage } from "../i18n/use-language.ts";
import { monthName, weekdayNames } from "./price-format.ts";

/** The visitor's roomy month, or the office's dense one (twelve on a screen, to paint). */
const LOOKS = {
  site: {
    table: "w-full table-fixed border-separate border-spacing-0.5 text-center text-sm",
    caption: "pb-2 text-left text-base font-semibold text-forest-900",
    weekday: "pb-1 text-xs font-medium text-stone-600",
  },
  office: {
    table: "w-full table-fixed border-separate border-spacing-0.5 text-center text-xs",
    caption: "pb-1 text-left text-sm font-semibold text-stone-900",
    weekday: "font-medium text-stone-700",
  },
} as const;

/**
 * A month as a table: its name, the weekdays as column headers, one row per week. `day` gives each date's
 * cell (a `<td>`); the blank cells before the 1st and after the last day are the frame's.
 */
export function MonthFrame({
  grid,
  look,
  day,
}: {
  grid: MonthGrid;
  look: keyof typeof LOOKS;
  day: (date: string, column: number) => ReactNode;
}) {
  const language = useLanguage();
  const classes = LOOKS[look];
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{monthName(grid.month, language)}</caption>
      <thead>
        <tr>
          {weekdayNames(language).map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long} className={classes.weekday}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, column) =>
              // Blank cells never move, so their column is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              date ? day(date, column) : <td key={`empty-${column}`} />,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
