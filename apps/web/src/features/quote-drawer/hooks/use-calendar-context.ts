import { ARRIVAL_TIMES, type ArrivalTime, type PriceColor } from "@park/domain/constants.ts";
import { bookingHorizon, type IsoDate, startOfYear, yearOf } from "@park/domain/dates.ts";
import { LODGING_COUNT_FIELD } from "@park/domain/pricing/product-counts.ts";
import type { CalendarContext } from "@park/domain/quote/date-limits.ts";
import { isLodgingStay, type QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import { useEffect, useMemo } from "react";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { type ParkClock, parkNow } from "../../quote/api/quote-queries.ts";
import { useUnavailableLodgingDates } from "../api/unavailable-lodging.ts";
import { useNoPriceDates, usePricedDates } from "../api/visit-prices.ts";

const EMPTY: ReadonlySet<IsoDate> = new Set();
const NO_COLORS: ReadonlyMap<IsoDate, PriceColor> = new Map();
const DAY_ONLY: readonly ArrivalTime[] = ["DAY"];

export interface CalendarState {
  /** Null until today is known and the prices arrived (or failed). */
  context: CalendarContext | null;
  /** Dates the chosen lodging is unavailable on, for the no-lodging-available notice. */
  unavailableLodgingDates: ReadonlySet<IsoDate>;
  /** The tariff colour of each priced date (001 §2), painted on the calendars' days. */
  colors: ReadonlyMap<IsoDate, PriceColor>;
}

/**
 * What the drawer's calendars need (000 §5, §7): prices from 1 January of this year to the booking
 * horizon, the no-price list, and for lodging the dates without enough free units from today on.
 */
export function useCalendarContext(draft: QuoteDraft | null, clock: ParkClock | null): CalendarState {
  const today = clock?.today ?? null;
  const priceRange =
    today === null ? null : { startDate: startOfYear(yearOf(today)), endDate: bookingHorizon(today) };
  const priced = usePricedDates(priceRange);
  const noPrices = useNoPriceDates(priceRange);

  const kind = draft !== null && isLodgingStay(draft.visit.stayType) ? draft.visit.stayType : null;
  const quantity = kind === null || draft === null ? 0 : draft.products[LODGING_COUNT_FIELD[kind]];
  const lodging = useUnavailableLodgingDates(
    today === null || kind === null
      ? null
      : {
          startDate: today,
          endDate: bookingHorizon(today),
          quantity,
          stayType: kind,
          quoteId: draft?.id ?? null,
        },
  );
  const lodgingError = lodging.error;
  useEffect(() => {
    if (lodgingError) pushNotification(lodgingError.message, "error");
  }, [lodgingError]);

  const pricesSettled = !priced.isPending || priced.isError;
  const pricedDates = priced.data;
  const noPriceDates = noPrices.data ?? EMPTY;
  const unavailable = kind === null ? EMPTY : (lodging.data ?? EMPTY);
  const dayPass = draft?.visit.stayType === "DAY_PASS";
  const context = useMemo<CalendarContext | null>(() => {
    if (clock === null || !pricesSettled) return null;
    const dates = pricedDates ?? NO_COLORS;
    return {
      today: clock.today,
      now: parkNow(clock),
      // A day pass arrives by day only (7:30 am); any other stay may also arrive at 6:00 pm.
      arrivalTimes: dayPass ? DAY_ONLY : ARRIVAL_TIMES,
      hasPrice: (date) => dates.has(date),
      noPriceDates,
      unavailableLodgingDates: unavailable,
    };
  }, [clock, dayPass, pricesSettled, pricedDates, noPriceDates, unavailable]);
  return { context, unavailableLodgingDates: unavailable, colors: pricedDates ?? NO_COLORS };
}
