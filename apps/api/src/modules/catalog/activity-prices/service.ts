import { activityPeriodFor, activityPricePeriodSchema, type DateRangeQuery } from "@park/domain/catalog.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { z } from "zod/mini";
import { AppError } from "../../../http/app-error.ts";
import type { PreparedAnswer } from "../../../http/prepared-answer.ts";
import { catalogAnswer, fromCatalog } from "../snapshot/catalog-answer.ts";
import type { CatalogSnapshot } from "../snapshot/catalog-snapshot.ts";
import { toActivityPricePeriod } from "./mapper.ts";

export type ActivityPricesService = ReturnType<typeof createActivityPricesService>;

const periodsSchema = z.array(activityPricePeriodSchema);

export function createActivityPricesService(deps: { catalog: CatalogSnapshot }) {
  const { catalog } = deps;
  return {
    /** Periods sharing at least one day with the range, oldest first. */
    inRange(range: DateRangeQuery): PreparedAnswer | Promise<PreparedAnswer> {
      return fromCatalog(catalog, (current) =>
        catalogAnswer(current, `activity-prices/${range.startDate}/${range.endDate}`, periodsSchema, () =>
          current.activityPeriods
            .filter((p) => p.startDate <= range.endDate && p.endDate >= range.startDate)
            .map(toActivityPricePeriod),
        ),
      );
    },

    /** The period in force on the date: the one containing it, else the latest ended one (000 §9). */
    onDate(date: IsoDate): PreparedAnswer | Promise<PreparedAnswer> {
      return fromCatalog(catalog, (current) => {
        const period = activityPeriodFor(current.activityPeriods, date);
        if (!period) throw new AppError(404, "no_activity_price");
        return catalogAnswer(current, `activity-period/${period.id}`, activityPricePeriodSchema, () =>
          toActivityPricePeriod(period),
        );
      });
    },
  };
}
