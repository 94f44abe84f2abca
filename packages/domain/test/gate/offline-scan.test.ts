import { describe, expect, it } from "vitest";
import type { GateVisit } from "../../src/gate/gate-schemas.ts";
import { offlineScan } from "../../src/gate/offline-scan.ts";

const visit = (code: string, checkIn: GateVisit["checkIn"] = null): GateVisit => ({
  code,
  holder: "Ana María López",
  stayType: "CAMPING_PASS",
  arrivalDate: "2026-11-22",
  departureDate: "2026-11-23",
  arrivalTime: "DAY",
  numberOfPersons: 4,
  units: [],
  activities: [],
  vehiclePlate: "BCN-12-34",
  checkIn,
});

const open = visit("ABCDEFGH23");
const checked = visit("ZXCVBNM234", { checkedInAt: "2026-11-22T17:10:00.000Z", by: "Luis" });
const list = [open, checked];

describe("a code read without network", () => {
  it("a visit of the list not checked in may enter; the code is read as typed (case, spaces)", () => {
    expect(offlineScan("  abcdefgh23 ", list, new Map())).toEqual({
      kind: "MAY_ENTER",
      code: "ABCDEFGH23",
      visit: open,
    });
  });

  it("a visit checked in on the list's copy warns with that time", () => {
    expect(offlineScan("ZXCVBNM234", list, new Map())).toEqual({
      kind: "ALREADY_CHECKED_IN",
      code: "ZXCVBNM234",
      visit: checked,
      checkIn: { checkedInAt: "2026-11-22T17:10:00.000Z", by: "Luis" },
    });
  });

  it("a visit checked in on this phone since the list was read warns with this phone's time", () => {
    const mine = { checkedInAt: "2026-11-22T18:01:00.000Z", by: "Rosa" };
    expect(offlineScan("ABCDEFGH23", list, new Map([["ABCDEFGH23", mine]]))).toMatchObject({
      kind: "ALREADY_CHECKED_IN",
      checkIn: mine,
    });
  });

  it("of two check-ins (the list's and this phone's) the earlier is shown", () => {
    const later = { checkedInAt: "2026-11-22T18:30:00.000Z", by: "Rosa" };
    expect(offlineScan("ZXCVBNM234", list, new Map([["ZXCVBNM234", later]]))).toMatchObject({
      checkIn: { by: "Luis" },
    });
  });

  it("a code not on the list, and text that is no visit code", () => {
    expect(offlineScan("QWERTYUP23", list, new Map())).toEqual({ kind: "NOT_ON_LIST", code: "QWERTYUP23" });
    expect(offlineScan("https://example.com", list, new Map())).toEqual({ kind: "NOT_A_CODE" });
    expect(offlineScan("ABCDEFGH2", list, new Map())).toEqual({ kind: "NOT_A_CODE" });
  });
});
