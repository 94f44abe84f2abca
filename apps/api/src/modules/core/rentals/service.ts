import type { StayType } from "@park/domain/constants.ts";
import { type Clock, eachDate, type IsoDate } from "@park/domain/dates.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import type { LodgingUnits } from "../../ecommerce/reservations/lodging-units-repository.ts";
import type { UnitNightsRepository } from "../../ecommerce/reservations/repository.ts";

export type RentalsService = ReturnType<typeof createRentalsService>;

export function createRentalsService(deps: {
  units: LodgingUnits;
  unitNights: UnitNightsRepository;
  clock: Clock;
}) {
  const { units, unitNights, clock } = deps;
  return {
    /**
     * Dates of the range (each as the night starting on it) on which fewer than `quantity` units of the
     * stay type's lodging kind are free; units held by `quoteId` count as free. [] when quantity is not
     * positive or the stay has no lodging (000 §7).
     */
    async unavailableDates(query: {
      startDate: IsoDate;
      endDate: IsoDate;
      quantity: number;
      stayType: StayType;
      quoteId?: string | undefined;
    }): Promise<IsoDate[]> {
      const { startDate, endDate, quantity, stayType, quoteId } = query;
      if (quantity <= 0 || !isLodgingStay(stayType)) return [];
      const [inventory, taken] = await Promise.all([
        units.all(stayType),
        unitNights.takenPerNight({
          kind: stayType,
          nights: { first: startDate, last: endDate },
          now: clock(),
          exceptQuoteId: quoteId,
        }),
      ]);
      const takenOn = new Map(taken.map((t) => [t.night, t.units]));
      return eachDate(startDate, endDate).filter(
        (date) => inventory.length - (takenOn.get(date) ?? 0) < quantity,
      );
    },
  };
}
