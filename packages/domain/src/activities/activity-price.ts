import { type ActivityPricePeriod, activityPeriodFor } from "../catalog.ts";
import type { PriceColor } from "../constants.ts";
import type { IsoDate } from "../dates.ts";
import { type Centavos, pesosToCentavos } from "../money.ts";
import type { ActivityPrices } from "../pricing/price-lookup.ts";
import type { VisitActivityType } from "./activity-types.ts";

/** An activity price period in centavos (the database's rows; the API shows pesos). ATV per hour. */
export interface ActivityPriceRow {
  startDate: IsoDate;
  endDate: IsoDate;
  regularCanopyPrice: Centavos;
  specialCanopyPrice: Centavos;
  nightCanopyPrice: Centavos;
  regularHorsebackRidingPrice: Centavos;
  specialHorsebackRidingPrice: Centavos;
  regularAtvsPrice: Centavos;
  specialAtvsPrice: Centavos;
}

/** A period as the catalog call shows it (pesos) in centavos, for the browser. */
export function activityPriceRowFromCatalog(period: ActivityPricePeriod): ActivityPriceRow {
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    regularCanopyPrice: pesosToCentavos(period.regularCanopyPrice),
    specialCanopyPrice: pesosToCentavos(period.specialCanopyPrice),
    nightCanopyPrice: pesosToCentavos(period.nightCanopyPrice),
    regularHorsebackRidingPrice: pesosToCentavos(period.regularHorsebackRidingPrice),
    specialHorsebackRidingPrice: pesosToCentavos(period.specialHorsebackRidingPrice),
    regularAtvsPrice: pesosToCentavos(period.regularAtvsPrice),
    specialAtvsPrice: pesosToCentavos(period.specialAtvsPrice),
  };
}

export type ActivityPriceKind = "REGULAR" | "SPECIAL";

/**
 * Which of a period's two prices a date sells at. The spec lists a regular and a special price (001 §9:
 * canopy 1000/700, horseback 700/500, ATV 1350/1000) but not when the special one applies. Our rule
 * (docs/decisions/0010-activity-special-price.md): the special price on off-peak dates, those the price
 * calendar colours BLUE, RED or YELLOW; the regular price on BLACK dates (weekends, holidays, Holy Week,
 * summer, Christmas), and on a date without a colour, so a price is never lower than the calendar says.
 * The visitor sees the colour on the prices calendar, so the card can say why a date is cheaper.
 * The night canopy has a single price.
 */
export function activityPriceKind(color: PriceColor | undefined): ActivityPriceKind {
  return color === undefined || color === "BLACK" ? "REGULAR" : "SPECIAL";
}

/** The price of one place (per person; per ATV and hour) of an activity in a period. */
export function activityUnitPrice(
  period: ActivityPriceRow,
  type: VisitActivityType,
  kind: ActivityPriceKind,
): Centavos {
  const special = kind === "SPECIAL";
  switch (type) {
    case "CANOPY_TOUR":
      return special ? period.specialCanopyPrice : period.regularCanopyPrice;
    case "CANOPY_TOUR_NIGHT":
      return period.nightCanopyPrice;
    case "HORSEBACK_RIDING":
      return special ? period.specialHorsebackRidingPrice : period.regularHorsebackRidingPrice;
    case "ATV":
      return special ? period.specialAtvsPrice : period.regularAtvsPrice;
  }
}

export interface ActivityPriceQuestion {
  periods: readonly ActivityPriceRow[];
  type: VisitActivityType;
  /** The date the activity takes place. */
  visitDate: IsoDate;
  /** The price calendar's colour of that date; undefined when it has none. */
  color: PriceColor | undefined;
}

/**
 * The price of one place on the activity's date: from the period containing the date, else the latest
 * ended one (000 §9, activityPeriodFor); undefined when no period applies (the activity cannot be sold).
 */
export function activityPriceOn(question: ActivityPriceQuestion): Centavos | undefined {
  const period = activityPeriodFor(question.periods, question.visitDate);
  if (!period) return undefined;
  return activityUnitPrice(period, question.type, activityPriceKind(question.color));
}

/** The four prices of a period on a date of the given colour, in the shape priceQuote takes. */
export function activityPricesFor(period: ActivityPriceRow, color: PriceColor | undefined): ActivityPrices {
  const kind = activityPriceKind(color);
  return {
    canopyPass: activityUnitPrice(period, "CANOPY_TOUR", kind),
    canopyNightPass: activityUnitPrice(period, "CANOPY_TOUR_NIGHT", kind),
    horsebackRidingPass: activityUnitPrice(period, "HORSEBACK_RIDING", kind),
    atvHour: activityUnitPrice(period, "ATV", kind),
  };
}

/** What a reservation costs: places x price, and x hours for an ATV rental (000 §3 Item). */
export function reservationTotal(
  type: VisitActivityType,
  quantity: number,
  hours: number | null,
  unitPrice: Centavos,
): Centavos {
  return type === "ATV" ? quantity * (hours ?? 0) * unitPrice : quantity * unitPrice;
}
