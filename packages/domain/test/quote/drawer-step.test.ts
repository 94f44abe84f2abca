import { describe, expect, it } from "vitest";
import {
  DRAWER_STEPS,
  type DrawerControls,
  drawerControls,
  drawerStep,
  withStepFourPersons,
} from "../../src/quote/drawer-step.ts";
import { newLocalQuote } from "../../src/quote/quote-draft.ts";
import { changeStayType } from "../../src/quote/stay-type-change.ts";
import { draft, TODAY } from "./quote-fixtures.ts";

describe("drawer step", () => {
  /** The drawer's controls with only these shown. */
  function shown(...controls: (keyof DrawerControls)[]): DrawerControls {
    const none = {
      stayTypeChoice: false,
      backLink: false,
      lodgingCounter: false,
      datePicker: false,
      personsCounter: false,
      arrivalTime: false,
      chooseOnMap: false,
      summary: false,
    };
    return { ...none, ...Object.fromEntries(controls.map((control) => [control, true])) };
  }

  it("is 1 with no quote, showing only the stay choice", () => {
    expect(drawerStep(null)).toBe(1);
    expect(drawerControls(null)).toEqual(shown("stayTypeChoice"));
  });

  it("is 2 when the stay is chosen but the dates are not complete", () => {
    const quote = draft({ visit: { departureDate: null, arrivalTime: null, numberOfPersons: 0 } });
    expect(drawerStep(quote)).toBe(2);
    expect(drawerControls(quote)).toEqual(shown("backLink", "datePicker", "summary"));
  });

  it("is 3 right after choosing a stay on a new quote: dates and time set, people counter opens", () => {
    const quote = changeStayType(null, "CABIN", TODAY);
    expect(drawerStep(quote)).toBe(3);
    expect(drawerControls(quote)).toEqual(
      shown("backLink", "lodgingCounter", "datePicker", "personsCounter", "summary"),
    );
  });

  it("is 4 with complete dates and no arrival time, and then resets nobody to 1 person", () => {
    const quote = draft({ visit: { arrivalTime: null, numberOfPersons: 0 } });
    expect(drawerStep(quote)).toBe(4);
    expect(drawerControls(quote).arrivalTime).toBe(true);
    expect(drawerControls(quote).personsCounter).toBe(true);
    const reset = withStepFourPersons(quote);
    expect(reset.visit.numberOfPersons).toBe(1);
    expect(drawerStep(reset)).toBe(4);
  });

  it("is 4 with people but no departure; the people counter then waits for a departure", () => {
    const quote = draft({ visit: { departureDate: null, arrivalTime: null, numberOfPersons: 3 } });
    expect(drawerStep(quote)).toBe(4);
    expect(drawerControls(quote).personsCounter).toBe(false);
    expect(drawerControls(quote).arrivalTime).toBe(true);
    expect(withStepFourPersons(quote)).toBe(quote);
  });

  it("is 5 with everything; the map link shows for lodging only", () => {
    const camping = draft();
    expect(drawerStep(camping)).toBe(5);
    expect(drawerControls(camping).chooseOnMap).toBe(false);
    const tipi = draft({ visit: { stayType: "TIPI" }, products: { tipis: 1 } });
    expect(drawerControls(tipi)).toEqual(
      shown(
        "backLink",
        "lodgingCounter",
        "datePicker",
        "personsCounter",
        "arrivalTime",
        "chooseOnMap",
        "summary",
      ),
    );
    expect(withStepFourPersons(tipi)).toBe(tipi);
  });

  it("treats a day pass's dates as complete with its arrival", () => {
    expect(drawerStep(changeStayType(newLocalQuote(TODAY), "DAY_PASS", TODAY))).toBe(3);
  });

  it("describes every step once, in order", () => {
    expect(DRAWER_STEPS.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(DRAWER_STEPS.map((s) => s.name)).size).toBe(5);
  });
});
