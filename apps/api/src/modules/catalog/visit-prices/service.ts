import { activityPeriodFor, type DatedPrices, type DateRangeQuery } from "@park/domain/catalog.ts";
import { eachDate, endOfYear, type IsoDate, startOfYear } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import { AppError } from "../../../http/app-error.ts";
import { toActivityPricePeriod } from "../activity-prices/mapper.ts";
import type { ActivityPricePeriodRecord, ActivityPricesRepository } from "../activity-prices/repository.ts";
import { toDatedPrices } from "./mapper.ts";
import type { VisitPricesRepository } from "./repository.ts";
import type { DatePriceDetail, YearlyPrices } from "./schemas.ts";

export type VisitPricesService = ReturnType<typeof createVisitPricesService>;

function horsebackPrice(periods: readonly ActivityPricePeriodRecord[], date: IsoDate): number | null {
  const period = activityPeriodFor(periods, date);
  return period ? centavosToPesos(period.regularHorsebackRidingPrice) : null;
}

export function createVisitPricesService(deps: {
  repository: VisitPricesRepository;
  activityPrices: ActivityPricesRepository;
}) {
  const { repository, activityPrices } = deps;
  return {
    async inRange(range: DateRangeQuery): Promise<DatedPrices[]> {
      const records = await repository.pricedBetween(range.startDate, range.endDate);
      return records.map(toDatedPrices);
    },

    /** A date's tariff plus the activity prices in force that day; 404 when the date is not sold. */
    async onDate(date: IsoDate): Promise<DatePriceDetail> {
      const record = await repository.pricedOn(date);
      if (!record) throw new AppError(404, "price_not_found");
      const periods = await activityPrices.startedBy(date);
      const period = activityPeriodFor(periods, date);
      const { datePrices } = toDatedPrices(record);
      return {
        date,
        datePrices: { ...datePrices, horsebackRidingPrice: horsebackPrice(periods, date) },
        activityPrices: period ? toActivityPricePeriod(period) : null,
      };
    },

    /** Dates of the range the calendar must disable: on the no-price list or without a tariff row. */
    async withoutPrice(range: DateRangeQuery): Promise<IsoDate[]> {
      const priced = new Set(
        (await repository.pricedBetween(range.startDate, range.endDate)).map((r) => r.date),
      );
      return eachDate(range.startDate, range.endDate).filter((date) => !priced.has(date));
    },

    async perYear(year: number): Promise<YearlyPrices[]> {
      const [records, periods] = await Promise.all([
        repository.pricedBetween(startOfYear(year), endOfYear(year)),
        activityPrices.startedBy(endOfYear(year)),
      ]);
      return records.map((record) => {
        const { date, datePrices } = toDatedPrices(record);
        return { date, datePrices: { ...datePrices, horsebackRidingPrice: horsebackPrice(periods, date) } };
      });
    },
  };
}
