import { describe, expect, it } from "vitest";
import {
  OXXO_MAX_CENTAVOS,
  OXXO_MIN_CENTAVOS,
  oxxoVoucherTerms,
  visitVoucherTerms,
  voucherExpiry,
  voucherSettledBy,
} from "../../src/checkout/voucher-terms.ts";
import { saleCloses } from "../../src/quote/earliest-arrival.ts";

// Mexico City keeps UTC-6 all year (no summer time since 2022); the park, in Tijuana, is UTC-8 in December.
const at = (iso: string) => new Date(iso);

describe("an OXXO voucher's expiry (Stripe: 23:59 America/Mexico_City, N calendar days later)", () => {
  it("counts days by Mexico City's date, not the park's or UTC's", () => {
    // Tuesday 1 December 2026, 22:30 in Tijuana, is already Wednesday 2 December in Mexico City (00:30).
    expect(voucherExpiry(at("2026-12-01T22:30:00-08:00"), 2)).toEqual(at("2026-12-04T23:59:00-06:00"));
    expect(voucherExpiry(at("2026-12-01T10:00:00-08:00"), 2)).toEqual(at("2026-12-03T23:59:00-06:00"));
  });

  it("is confirmed by the end of the next business day, past a weekend", () => {
    // Thursday's voucher is confirmed by Friday; Friday's by Monday.
    expect(voucherSettledBy(at("2026-12-03T23:59:00-06:00"))).toEqual(at("2026-12-04T23:59:00-06:00"));
    expect(voucherSettledBy(at("2026-12-04T23:59:00-06:00"))).toEqual(at("2026-12-07T23:59:00-06:00"));
  });
});

describe("the voucher a visit may be paid with", () => {
  const now = at("2026-12-01T10:00:00-08:00"); // Tuesday

  it("runs three days when the visit is far enough, and the stay waits until its confirmation", () => {
    expect(
      oxxoVoucherTerms({ now, saleCloses: saleCloses("2026-12-20", "DAY"), amountCentavos: 120_000 }),
    ).toEqual({
      expiresAfterDays: 3,
      expiresAt: at("2026-12-04T23:59:00-06:00"),
      // Friday's voucher: confirmed by Monday.
      holdUntil: at("2026-12-07T23:59:00-06:00"),
    });
  });

  it("runs shorter when the sale closes sooner, so a voucher paid in time is always sold", () => {
    // Arrival Saturday 5 December by day (07:30 Tijuana): the sale closes Friday 4 December 07:30 Tijuana,
    // 09:30 in Mexico City. A one-day voucher (Wednesday) is confirmed by Thursday 23:59: in time.
    const closes = saleCloses("2026-12-05", "DAY");
    expect(closes).toEqual(at("2026-12-04T07:30:00-08:00"));
    expect(oxxoVoucherTerms({ now, saleCloses: closes, amountCentavos: 120_000 })).toMatchObject({
      expiresAfterDays: 1,
      expiresAt: at("2026-12-02T23:59:00-06:00"),
      holdUntil: at("2026-12-03T23:59:00-06:00"),
    });
  });

  it("is not offered (cards only) when even a one-day voucher would be confirmed after the sale closes", () => {
    expect(
      oxxoVoucherTerms({ now, saleCloses: saleCloses("2026-12-04", "NIGHT"), amountCentavos: 120_000 }),
    ).toBeNull();
  });

  it("is not offered outside OXXO's limits of 10 to 10,000 pesos", () => {
    const saleClosesLater = saleCloses("2026-12-20", "DAY");
    const terms = (amountCentavos: number) =>
      oxxoVoucherTerms({ now, saleCloses: saleClosesLater, amountCentavos });
    expect(terms(OXXO_MIN_CENTAVOS)).not.toBeNull();
    expect(terms(OXXO_MAX_CENTAVOS)).not.toBeNull();
    expect(terms(OXXO_MIN_CENTAVOS - 1)).toBeNull();
    expect(terms(OXXO_MAX_CENTAVOS + 1)).toBeNull();
  });

  it("follows the visit's arrival, and has none before an arrival is chosen", () => {
    expect(visitVoucherTerms({ arrivalDate: "2026-12-20", arrivalTime: "DAY" }, 120_000, now)).toEqual(
      oxxoVoucherTerms({ now, saleCloses: saleCloses("2026-12-20", "DAY"), amountCentavos: 120_000 }),
    );
    expect(visitVoucherTerms({ arrivalDate: "2026-12-04", arrivalTime: "NIGHT" }, 120_000, now)).toBeNull();
    expect(visitVoucherTerms({ arrivalDate: null, arrivalTime: null }, 120_000, now)).toBeNull();
  });
});
