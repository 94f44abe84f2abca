import type { DateChange, DateChangeOffer } from "@park/domain/date-change/date-change-schemas.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { MovePlan } from "./move-plan.ts";
import type { DateChangeRecord } from "./repository.ts";

/** A plan as the order page shows it, in pesos. */
export function offerOf(plan: MovePlan): DateChangeOffer {
  return {
    arrivalDate: plan.moved.arrivalDate,
    departureDate: plan.moved.departureDate,
    fromTotal: centavosToPesos(plan.fromTotal),
    newTotal: centavosToPesos(plan.newTotal),
    difference: centavosToPesos(plan.difference),
    notRefunded: centavosToPesos(plan.notRefunded),
  };
}

/** A stored change as its owner sees it. */
export function dateChangeOf(change: DateChangeRecord, code: string): DateChange {
  return {
    id: change.id,
    code,
    status: change.status,
    arrivalDate: change.arrivalDate,
    departureDate: change.departureDate,
    fromArrivalDate: change.fromArrivalDate,
    fromDepartureDate: change.fromDepartureDate,
    fromTotal: centavosToPesos(change.fromTotal),
    newTotal: centavosToPesos(change.newTotal),
    difference: centavosToPesos(change.difference),
    notRefunded: centavosToPesos(Math.max(change.fromTotal - change.newTotal, 0)),
    holdExpiresAt: change.holdExpiresAt.toISOString(),
    failureCode: change.failureCode,
  };
}
