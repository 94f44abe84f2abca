import { describe, expect, it } from "vitest";
import { gateVerdict } from "../../src/gate/gate-verdict.ts";

const camping = { status: "PAID", arrivalDate: "2026-11-24", departureDate: "2026-11-26" } as const;

describe("which visits may enter on a day", () => {
  it("a paid visit may enter on each of its days, arrival and departure included", () => {
    expect(gateVerdict(camping, "2026-11-24")).toBe("MAY_ENTER");
    expect(gateVerdict(camping, "2026-11-25")).toBe("MAY_ENTER");
    expect(gateVerdict(camping, "2026-11-26")).toBe("MAY_ENTER");
  });

  it("not the day before its arrival nor the day after its departure", () => {
    expect(gateVerdict(camping, "2026-11-23")).toBe("BEFORE_ARRIVAL");
    expect(gateVerdict(camping, "2026-11-27")).toBe("AFTER_DEPARTURE");
    // Across a month and a year the calendar order still holds.
    expect(
      gateVerdict({ ...camping, arrivalDate: "2027-01-01", departureDate: "2027-01-01" }, "2026-12-31"),
    ).toBe("BEFORE_ARRIVAL");
  });

  it("a day pass only on its day", () => {
    const dayPass = { status: "PAID", arrivalDate: "2026-11-22", departureDate: "2026-11-22" } as const;
    expect(gateVerdict(dayPass, "2026-11-22")).toBe("MAY_ENTER");
    expect(gateVerdict(dayPass, "2026-11-21")).toBe("BEFORE_ARRIVAL");
    expect(gateVerdict(dayPass, "2026-11-23")).toBe("AFTER_DEPARTURE");
  });

  it("an open quote or one whose payment is under way never enters, whatever the day", () => {
    expect(gateVerdict({ ...camping, status: "OPEN" }, "2026-11-25")).toBe("NOT_PAID");
    expect(gateVerdict({ ...camping, status: "PAYMENT_PENDING" }, "2026-11-25")).toBe("NOT_PAID");
    expect(gateVerdict({ ...camping, status: "OPEN" }, "2026-12-25")).toBe("NOT_PAID");
  });
});
