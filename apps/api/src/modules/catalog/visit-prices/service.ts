import { activityPeriodFor, type DatedPrices, type DateRangeQuery } from "@park/domain/catalog.ts";
import { eachDate, endOfYear, type IsoDate, startOfYear } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import { AppError } from "../../../http/app-error.ts";
import { toActivityPricePeriod } from "../activity-prices/mapper.ts";
import type { ActivityPricePeriodRecord } from "../activity-prices/repository.ts";
import type { Catalog, CatalogSnapshot } from "../snapshot/catalog-snapshot.ts";
import { toDatedPrices } from "./mapper.ts";
import { type DatePriceDetail, type YearlyPrices, yearlyPricesSchema } from "./schemas.ts";

export type VisitPricesService = ReturnType<typeof createVisitPricesService>;

function horsebackPrice(periods: readonly ActivityPricePeriodRecord[], date: IsoDate): number | null {
  const period = activityPeriodFor(periods, date);
  return period ? centavosToPesos(period.regularHorsebackRidingPrice) : null;
}

const yearlyAnswerSchema = yearlyPricesSchema.array();

function perYear(catalog: Catalog, year: number): YearlyPrices[] {
  return catalog.pricedBetween(startOfYear(year), endOfYear(year)).map((record) => {
    const { date, datePrices } = toDatedPrices(record);
    return {
      date,
      datePrices: { ...datePrices, horsebackRidingPrice: horsebackPrice(catalog.activityPeriods, date) },
    };
  });
}

export function createVisitPricesService(deps: { catalog: CatalogSnapshot }) {
  const { catalog } = deps;
  return {
    async inRange(range: DateRangeQuery): Promise<DatedPrices[]> {
      return (await catalog.current()).pricedBetween(range.startDate, range.endDate).map(toDatedPrices);
    },

    /** A date's tariff plus the activity prices in force that day; 404 when the date is not sold. */
    async onDate(date: IsoDate): Promise<DatePriceDetail> {
      const current = await catalog.current();
      const record = current.pricedOn(date);
      if (!record) throw new AppError(404, "no_price", { dates: [date] });
      const period = activityPeriodFor(current.activityPeriods, date);
      const { datePrices } = toDatedPrices(record);
      return {
        date,
        datePrices: { ...datePrices, horsebackRidingPrice: horsebackPrice(current.activityPeriods, date) },
        activityPrices: period ? toActivityPricePeriod(period) : null,
      };
    },

    /** Dates of the range the calendar must disable: on the no-price list or without a tariff row. */
    async withoutPrice(range: DateRangeQuery): Promise<IsoDate[]> {
      const current = await catalog.current();
      const priced = new Set(current.pricedBetween(range.startDate, range.endDate).map((r) => r.date));
      return eachDate(range.startDate, range.endDate).filter((date) => !priced.has(date));
    },

    /**
     * The year's calendar as the UTF-8 JSON of the answer. Every visitor of the prices page asks for the
     * same few years, so each is built, checked against the response schema and serialized once per
     * catalog copy instead of on every call (about 70 KB each).
     */
    async perYearJson(year: number): Promise<Buffer> {
      const current = await catalog.current();
      return current.memo(`visit-prices-per-year/${year}`, () =>
        Buffer.from(JSON.stringify(yearlyAnswerSchema.parse(perYear(current, year)))),
      );
    },
  };
}
