import { datesComplete, isLodgingStay, type QuoteDraft } from "./quote-draft.ts";

export type DrawerStep = 1 | 2 | 3 | 4 | 5;

/**
 * The drawer steps of 000 §4, derived from the quote, each with the sentence that defines it. The
 * spec's descriptions overlap; this reading keeps each control's "enabled from step N" true:
 * dates open the people counter (step 3), people or dates without a time open the arrival time (4).
 */
export const DRAWER_STEPS: readonly { step: DrawerStep; name: string; description: string }[] = [
  { step: 1, name: "choose_stay", description: "No quote yet: the visitor chooses a stay type." },
  { step: 2, name: "choose_dates", description: "Stay type chosen, dates not complete, nobody counted." },
  {
    step: 3,
    name: "count_people",
    description: "Arrival (and departure unless day pass) and an arrival time set, no people yet.",
  },
  {
    step: 4,
    name: "choose_arrival_time",
    description:
      "Dates or people present but not everything: complete dates with no arrival time, or people without complete dates.",
  },
  { step: 5, name: "complete", description: "Dates, arrival time and people all present." },
];

/** The step of the quote; null (no quote) is step 1. The back link shows step 1 without changing the quote. */
export function drawerStep(quote: QuoteDraft | null): DrawerStep {
  if (quote === null) return 1;
  const dates = datesComplete(quote.visit);
  const time = quote.visit.arrivalTime !== null;
  const people = quote.visit.numberOfPersons > 0;
  if (dates && time && people) return 5;
  if (dates && time) return 3;
  if (dates || people) return 4;
  return 2;
}

/** Which drawer controls are shown enabled. */
export interface DrawerControls {
  stayTypeChoice: boolean;
  backLink: boolean;
  lodgingCounter: boolean;
  datePicker: boolean;
  personsCounter: boolean;
  arrivalTime: boolean;
  chooseOnMap: boolean;
  summary: boolean;
}

export function drawerControls(quote: QuoteDraft | null): DrawerControls {
  const step = drawerStep(quote);
  const lodging = quote !== null && isLodgingStay(quote.visit.stayType);
  const departure = quote !== null && quote.visit.departureDate !== null;
  return {
    stayTypeChoice: step === 1,
    backLink: step >= 2,
    lodgingCounter: step >= 2 && lodging,
    datePicker: step >= 2,
    // The people count needs a departure even for a day pass, whose departure equals its arrival.
    personsCounter: step >= 3 && departure,
    arrivalTime: step >= 4,
    chooseOnMap: step === 5 && lodging,
    summary: step >= 2,
  };
}

/**
 * "On step 4 the person count resets to 1": a quote at step 4 with nobody counted gets 1 person, so
 * the arrival time it now asks for applies to someone. Other quotes are returned unchanged.
 */
export function withStepFourPersons(quote: QuoteDraft): QuoteDraft {
  if (drawerStep(quote) !== 4 || quote.visit.numberOfPersons >= 1) return quote;
  return { ...quote, visit: { ...quote.visit, numberOfPersons: 1 } };
}
