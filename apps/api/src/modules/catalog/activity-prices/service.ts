import { type ActivityPricePeriod, activityPeriodFor, type DateRangeQuery } from "@park/domain/catalog.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { AppError } from "../../../http/app-error.ts";
import { toActivityPricePeriod } from "./mapper.ts";
import type { ActivityPricesRepository } from "./repository.ts";

export type ActivityPricesService = ReturnType<typeof createActivityPricesService>;

export function createActivityPricesService(deps: { repository: ActivityPricesRepository }) {
  const { repository } = deps;
  return {
    async inRange(range: DateRangeQuery): Promise<ActivityPricePeriod[]> {
      const records = await repository.overlapping(range.startDate, range.endDate);
      return records.map(toActivityPricePeriod);
    },

    /** The period in force on the date: the one containing it, else the latest ended one (000 §9). */
    async onDate(date: IsoDate): Promise<ActivityPricePeriod> {
      const period = activityPeriodFor(await repository.startedBy(date), date);
      if (!period) throw new AppError(404, "activity_price_not_found");
      return toActivityPricePeriod(period);
    },
  };
}
