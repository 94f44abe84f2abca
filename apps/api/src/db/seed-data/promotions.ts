import type { ArrivalTime } from "@park/domain/constants.ts";
import { addDays, type IsoDate, weekday } from "@park/domain/dates.ts";
import type { Centavos } from "@park/domain/money.ts";

/**
 * A special promotion (000 §3). `datesValidityOnly` true: startDate..endDate is only the window the visit
 * must fall in; false: the promotion is a fixed package and applying it moves the visit to exactly
 * startDate..endDate (the change-dates modal of 000 §4). Prices are per person: pricePerDay replaces the
 * day pass, pricePerNight the camping pass of each night.
 */
export type SpecialPromotionRow = {
  code: string;
  promotionType: "SPECIAL";
  startDate: IsoDate;
  endDate: IsoDate;
  arrivalTime: ArrivalTime;
  datesValidityOnly: boolean;
  pricePerDay: Centavos;
  pricePerNight: Centavos;
  maxLodgeCapacity: number;
};

const FRIDAY = 5;

function nextFridayFrom(date: IsoDate): IsoDate {
  return addDays(date, (FRIDAY - weekday(date) + 7) % 7);
}

/**
 * ESCAPADA runs now: any visit from a week ago to two months ahead, arriving in the day.
 * LUNALAGO is coming: a fixed Friday-to-Sunday lake weekend 11 to 12 weeks ahead, arriving at night.
 */
export function buildPromotions(today: IsoDate): SpecialPromotionRow[] {
  const weekendStart = nextFridayFrom(addDays(today, 75));
  return [
    {
      code: "ESCAPADA",
      promotionType: "SPECIAL",
      startDate: addDays(today, -7),
      endDate: addDays(today, 60),
      arrivalTime: "DAY",
      datesValidityOnly: true,
      pricePerDay: 15_000,
      pricePerNight: 15_000,
      maxLodgeCapacity: 6,
    },
    {
      code: "LUNALAGO",
      promotionType: "SPECIAL",
      startDate: weekendStart,
      endDate: addDays(weekendStart, 2),
      arrivalTime: "NIGHT",
      datesValidityOnly: false,
      pricePerDay: 17_500,
      pricePerNight: 12_000,
      maxLodgeCapacity: 6,
    },
  ];
}
