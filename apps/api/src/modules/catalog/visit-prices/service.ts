import { activityPeriodFor, type DateRangeQuery, datedPricesSchema } from "@park/domain/catalog.ts";
import { dateListSchema } from "@park/domain/date-list-dto.ts";
import { eachDate, endOfYear, type IsoDate, startOfYear } from "@park/domain/dates.ts";
import {
  datePriceDetailSchema,
  type YearlyPrices,
  yearlyPricesSchema,
} from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import { z } from "zod/mini";
import { AppError } from "../../../http/app-error.ts";
import type { PreparedAnswer } from "../../../http/prepared-answer.ts";
import { toActivityPricePeriod } from "../activity-prices/mapper.ts";
import { catalogAnswer, fromCatalog } from "../snapshot/catalog-answer.ts";
import type { Catalog, CatalogSnapshot } from "../snapshot/catalog-snapshot.ts";
import { activityPriceOnDate, toDatedPrices } from "./mapper.ts";

export type VisitPricesService = ReturnType<typeof createVisitPricesService>;

const yearlyAnswerSchema = z.array(yearlyPricesSchema);
const rangeAnswerSchema = z.array(datedPricesSchema);

/** The year of the prices calendar from a catalog copy (also the office preview's, from its draft). */
export function perYear(catalog: Catalog, year: number): YearlyPrices[] {
  return catalog.pricedBetween(startOfYear(year), endOfYear(year)).map((record) => {
    const { date, datePrices } = toDatedPrices(record, catalog.activityPeriods);
    const horsebackRidingPrice = activityPriceOnDate(catalog.activityPeriods, record, "HORSEBACK_RIDING");
    return { date, datePrices: { ...datePrices, horsebackRidingPrice } };
  });
}

type Answer = PreparedAnswer | Promise<PreparedAnswer>;

/**
 * Every answer is prepared once per catalog copy (serialized and compressed, with its ETag): the
 * calendars of every visitor ask for the same few years and ranges.
 */
export function createVisitPricesService(deps: { catalog: CatalogSnapshot }) {
  const { catalog } = deps;
  return {
    inRange(range: DateRangeQuery): Answer {
      return fromCatalog(catalog, (current) =>
        catalogAnswer(current, `visit-prices/${range.startDate}/${range.endDate}`, rangeAnswerSchema, () =>
          current
            .pricedBetween(range.startDate, range.endDate)
            .map((record) => toDatedPrices(record, current.activityPeriods)),
        ),
      );
    },

    /** A date's tariff plus the activity prices in force that day; 404 when the date is not sold. */
    onDate(date: IsoDate): Answer {
      return fromCatalog(catalog, (current) => {
        const record = current.pricedOn(date);
        if (!record) throw new AppError(404, "no_price", { dates: [date] });
        return catalogAnswer(current, `visit-prices/${date}`, datePriceDetailSchema, () => {
          const period = activityPeriodFor(current.activityPeriods, date);
          const { datePrices } = toDatedPrices(record, current.activityPeriods);
          return {
            date,
            datePrices: {
              ...datePrices,
              horsebackRidingPrice: activityPriceOnDate(current.activityPeriods, record, "HORSEBACK_RIDING"),
            },
            activityPrices: period ? toActivityPricePeriod(period) : null,
          };
        });
      });
    },

    /** Dates of the range the calendar must disable: on the no-price list or without a tariff row. */
    withoutPrice(range: DateRangeQuery): Answer {
      return fromCatalog(catalog, (current) =>
        catalogAnswer(current, `no-prices/${range.startDate}/${range.endDate}`, dateListSchema, () => {
          const priced = new Set(current.pricedBetween(range.startDate, range.endDate).map((r) => r.date));
          return eachDate(range.startDate, range.endDate).filter((date) => !priced.has(date));
        }),
      );
    },

    /** The year's calendar (about 45 KB of JSON, 1 KB compressed). */
    perYear(year: number): Answer {
      return fromCatalog(catalog, (current) =>
        catalogAnswer(current, `visit-prices-per-year/${year}`, yearlyAnswerSchema, () =>
          perYear(current, year),
        ),
      );
    },
  };
}
