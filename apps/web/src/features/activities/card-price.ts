import {
  type ActivityPriceRow,
  activityPriceKind,
  activityPriceOn,
} from "@park/domain/activities/activity-price.ts";
import type { VisitActivityReservation } from "@park/domain/activities/activity-schemas.ts";
import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { eachDate, type IsoDate } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

export interface PriceQuestion {
  type: VisitActivityType;
  periods: readonly ActivityPriceRow[];
  /** The price calendar's colours of the visit's days (the quote's answer). */
  colors: QuoteDto["colors"];
  date: IsoDate;
  /** The booking the server priced, if any. */
  booked: VisitActivityReservation | undefined;
}

export interface ShownPrice {
  /** Pesos per person, or per ATV and hour. */
  pesos: number;
  special: boolean;
}

/**
 * The price a card shows for a date: what the server charged for the booking on that date, else what it
 * would charge (the domain's rule of decision 0010: the period of the date, the date's colour); undefined
 * when no price period applies.
 */
export function shownPrice(question: PriceQuestion): ShownPrice | undefined {
  const { type, date, booked } = question;
  const color = question.colors.find((day) => day.date === date)?.color;
  const special = type !== "CANOPY_TOUR_NIGHT" && activityPriceKind(color) === "SPECIAL";
  if (booked && booked.visitDate === date) return { pesos: booked.activityPrice, special };
  const centavos = activityPriceOn({ periods: question.periods, type, visitDate: date, color });
  return centavos === undefined ? undefined : { pesos: centavosToPesos(centavos), special };
}

/** An activity without a price on any day of the visit has no data to sell it: its card says coming soon. */
export function lacksPrices(
  type: VisitActivityType,
  periods: readonly ActivityPriceRow[],
  visit: { arrivalDate: IsoDate; departureDate: IsoDate },
): boolean {
  return eachDate(visit.arrivalDate, visit.departureDate).every(
    (visitDate) => activityPriceOn({ periods, type, visitDate, color: undefined }) === undefined,
  );
}
