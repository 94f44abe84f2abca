import { yearOf } from "@park/domain/dates.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import type { OfficePeriod } from "./api/prices-api.ts";
import type { PricesTexts } from "./prices-texts.ts";

/** The pending change in words, above its preview. */
export function describeChange(
  change: PriceChange,
  periods: readonly OfficePeriod[],
  texts: PricesTexts,
): string {
  const { kind } = texts.draft;
  switch (change.kind) {
    case "paint":
      return kind.paint(texts.colors[change.color], change.startDate, change.endDate);
    case "tariff":
      return kind.tariff(texts.colors[change.color], change.startDate, change.endDate);
    case "no_price":
      return change.closed
        ? kind.close(change.startDate, change.endDate)
        : kind.reopen(change.startDate, change.endDate);
    case "activity_period":
      return kind.period(change.startDate, change.endDate);
    case "activity_period_delete": {
      const period = periods.find((p) => p.id === change.id);
      return period ? kind.deletePeriod(period.startDate, period.endDate) : "";
    }
  }
}

/** The year whose calendar shows the change best: the one it starts in (a deleted period's start). */
export function previewYear(change: PriceChange, periods: readonly OfficePeriod[], fallback: number): number {
  if (change.kind !== "activity_period_delete") return yearOf(change.startDate);
  const period = periods.find((p) => p.id === change.id);
  return period ? yearOf(period.startDate) : fallback;
}
