import { yearOf } from "@park/domain/dates.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import type { TFunction } from "../../../shared/i18n/i18n.ts";
import type { OfficePricePeriod } from "./api/prices-api.ts";

/** The pending change in words, above its preview. */
export function describeChange(
  change: PriceChange,
  periods: readonly OfficePricePeriod[],
  t: TFunction,
): string {
  const range = (start: string, end: string) => ({ start, end });
  switch (change.kind) {
    case "paint":
      return t("office.prices.draft.kind.paint", {
        color: t(`office.prices.colors.${change.color}`),
        ...range(change.startDate, change.endDate),
      });
    case "tariff":
      return t("office.prices.draft.kind.tariff", {
        color: t(`office.prices.colors.${change.color}`),
        ...range(change.startDate, change.endDate),
      });
    case "no_price":
      return change.closed
        ? t("office.prices.draft.kind.close", range(change.startDate, change.endDate))
        : t("office.prices.draft.kind.reopen", range(change.startDate, change.endDate));
    case "activity_period":
      return t("office.prices.draft.kind.period", range(change.startDate, change.endDate));
    case "activity_period_delete": {
      const period = periods.find((p) => p.id === change.id);
      return period
        ? t("office.prices.draft.kind.deletePeriod", range(period.startDate, period.endDate))
        : "";
    }
  }
}

/** The year whose calendar shows the change best: the one it starts in (a deleted period's start). */
export function previewYear(
  change: PriceChange,
  periods: readonly OfficePricePeriod[],
  fallback: number,
): number {
  if (change.kind !== "activity_period_delete") return yearOf(change.startDate);
  const period = periods.find((p) => p.id === change.id);
  return period ? yearOf(period.startDate) : fallback;
}
