import { describe, expect, it } from "vitest";
import {
  SPEI_MIN_CENTAVOS,
  speiTransferTerms,
  visitTransferTerms,
} from "../../src/checkout/transfer-terms.ts";
import { saleCloses } from "../../src/quote/earliest-arrival.ts";

// Mexico City keeps UTC-6 all year; the park, in Tijuana, is UTC-8 in December.
const at = (iso: string) => new Date(iso);
const now = at("2026-12-01T10:00:00-08:00"); // Tuesday, 12:00 in Mexico City
const terms = (arrivalDate: string, amountCentavos = 120_000, when = now) =>
  speiTransferTerms({ now: when, saleCloses: saleCloses(arrivalDate, "DAY"), amountCentavos });

describe("the SPEI transfer a visit may be paid with", () => {
  it("runs until the end of the next business day, and the stay waits a business day more", () => {
    expect(terms("2026-12-20")).toEqual({
      expiresAt: at("2026-12-02T23:59:00-06:00"),
      holdUntil: at("2026-12-03T23:59:00-06:00"),
    });
  });

  it("skips the weekend: a Friday's transfer may be sent until Monday, and is held until Tuesday", () => {
    expect(terms("2026-12-20", 120_000, at("2026-12-04T10:00:00-08:00"))).toEqual({
      expiresAt: at("2026-12-07T23:59:00-06:00"),
      holdUntil: at("2026-12-08T23:59:00-06:00"),
    });
  });

  it("ends sooner when the sale closes sooner, so a transfer sent in time is confirmed before it closes", () => {
    // Arrival Friday 4 at 07:30: the sale closes Thursday 3 at 09:30 in Mexico City. A transfer sent by
    // Tuesday's end is confirmed by Wednesday's end.
    expect(terms("2026-12-04")).toEqual({
      expiresAt: at("2026-12-01T23:59:00-06:00"),
      holdUntil: at("2026-12-02T23:59:00-06:00"),
    });
  });

  it("is not offered when too little time would be left, or below Stripe's least charge", () => {
    // Arrival Thursday 3: the latest deadline would be Monday's end, already past.
    expect(terms("2026-12-03")).toBeNull();
    // Tuesday 22:30 in Mexico City: the deadline (Tuesday's end) would leave 89 minutes.
    expect(terms("2026-12-04", 120_000, at("2026-12-01T20:30:00-08:00"))).toBeNull();
    expect(terms("2026-12-20", SPEI_MIN_CENTAVOS - 1)).toBeNull();
    expect(terms("2026-12-20", SPEI_MIN_CENTAVOS)).not.toBeNull();
  });

  it("follows the visit's arrival, and has none before an arrival is chosen", () => {
    expect(visitTransferTerms({ arrivalDate: "2026-12-20", arrivalTime: "DAY" }, 120_000, now)).toEqual(
      terms("2026-12-20"),
    );
    expect(visitTransferTerms({ arrivalDate: null, arrivalTime: null }, 120_000, now)).toBeNull();
  });
});
