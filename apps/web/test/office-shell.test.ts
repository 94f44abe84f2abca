import { beforeAll, describe, expect, it } from "vitest";
import { describeChange } from "../src/features/office/shell/audit-change.ts";
import { safeReturnPath } from "../src/features/office/shell/return-path.ts";
import { i18n, type TFunction } from "../src/shared/i18n/i18n.ts";

describe("the page the office returns to after signing in", () => {
  it("is the office page the member was sent away from", () => {
    expect(safeReturnPath("/office/orders?q=ab12&page=2")).toBe("/office/orders?q=ab12&page=2");
    expect(safeReturnPath("/office")).toBe("/office");
  });

  it("is the office home for anything that is not an office page of this site", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/office",
      "//evil.example/office",
      "/officex",
      "/prices",
      "/office/sign-in?return=/office/orders",
      "/office/../prices",
    ]) {
      expect(safeReturnPath(value), String(value)).toBe("/office");
    }
  });
});

describe("an audit entry's lines", () => {
  // The lines in English, as the trail shows them there.
  const texts: TFunction = (key, options) => i18n.t(key, { ...options, lng: "en" });
  beforeAll(() => i18n.loadTexts("en"));

  it("names each changed field with its value before and after, leaving out what stayed", () => {
    expect(describeChange({ price: 350, color: "BLUE" }, { price: 400, color: "BLUE" }, texts)).toEqual([
      "price: 350 → 400",
    ]);
  });

  it("lists a created or removed thing's fields", () => {
    expect(describeChange(null, { nights: ["2026-12-01"], reason: "roof" }, texts)).toEqual([
      'nights: ["2026-12-01"] (created)',
      "reason: roof (created)",
    ]);
    expect(describeChange({ code: "VERANO26" }, null, texts)).toEqual(["code: VERANO26 (removed)"]);
  });

  it("shows plain values as they are", () => {
    expect(describeChange(false, true, texts)).toEqual(["false → true"]);
  });
});
