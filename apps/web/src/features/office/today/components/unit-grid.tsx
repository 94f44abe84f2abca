import type { Language } from "@park/domain/constants.ts";
import type { UnitNightCell, UnitNightViewState } from "@park/domain/office-today/day-overview.ts";
import type { TodayOverviewDto } from "@park/domain/office-today/today-overview-dto.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";

/** Colour only repeats what the cell says in words (and a letter for a quick scan). */
const STATE_STYLE: Record<UnitNightViewState, string> = {
  SOLD: "bg-lake-100 text-lake-800",
  HELD: "bg-sand-200 text-stone-900",
  BLOCKED: "bg-stone-700 text-white",
  FREE: "bg-white text-forest-800",
};

function cellText(cell: UnitNightCell, t: TFunction): string {
  const state = t(`office.today.states.${cell.state}`);
  if (cell.state === "BLOCKED" && cell.blockReason) return `${state}: ${cell.blockReason}`;
  if (cell.code) return `${state} ${cell.code}`;
  return state;
}

/**
 * The 37 units by night as a real table: a column header per night and a row header per unit, so a
 * screen reader names both for every cell; the state is written in each cell, not only coloured.
 */
export function UnitGrid(props: { units: TodayOverviewDto["units"]; t: TFunction; language: Language }) {
  const { units, t, language } = props;
  const nights = units[0]?.nights.map((n) => n.night) ?? [];
  const border = "border border-stone-300 px-1.5 py-1";
  return (
    // Scrolls both ways: focusable so the keyboard can scroll it, and named (a region) for screen readers.
    <section
      aria-label={t("office.today.unitsCaption")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className="max-h-[70vh] overflow-auto focus:outline-2 focus:outline-lake-700"
    >
      <table className="border-collapse text-xs">
        <caption className="mb-2 text-left text-sm text-stone-700">{t("office.today.unitsCaption")}</caption>
        <thead className="sticky top-0 bg-sand-100">
          <tr>
            <th scope="col" className={`${border} text-left`}>
              {t("office.today.unit")}
            </th>
            {nights.map((night) => (
              <th key={night} scope="col" className={`${border} whitespace-nowrap`}>
                {formatVisitDate(night, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.id}>
              <th scope="row" className={`${border} bg-sand-50 text-left`}>
                {unit.name}
              </th>
              {unit.nights.map((cell) => (
                <td key={cell.night} className={`${border} min-w-20 ${STATE_STYLE[cell.state]}`}>
                  {cellText(cell, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
