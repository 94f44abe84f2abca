import type { Clock } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import { promotionActive } from "@park/domain/promotions/promotion-applicability.ts";
import type { SpecialPromotionDto } from "@park/domain/promotions/promotion-schemas.ts";
import type { SpecialPromotionsRepository } from "./repository.ts";

export type SpecialPromotionsService = ReturnType<typeof createSpecialPromotionsService>;

export function createSpecialPromotionsService(deps: {
  repository: SpecialPromotionsRepository;
  clock: Clock;
}) {
  const { repository, clock } = deps;
  return {
    /**
     * GET /promotions/specials-available-today: the promotions a visit bought today (park time) can
     * still use (promotionActive), without their codes (promotion-schemas.ts says why).
     */
    async availableToday(): Promise<SpecialPromotionDto[]> {
      const now = clock();
      const records = await repository.all();
      return records
        .filter((record) => record.promotionType === "SPECIAL" && promotionActive(record, now))
        .map((record) => ({
          id: String(record.id),
          promotionType: "SPECIAL",
          startDate: record.startDate,
          endDate: record.endDate,
          arrivalTime: record.arrivalTime,
          datesValidityOnly: record.datesValidityOnly,
          pricePerDay: centavosToPesos(record.pricePerDay),
          pricePerNight: centavosToPesos(record.pricePerNight),
          maxLodgeCapacity: record.maxLodgeCapacity,
        }));
    },
  };
}
