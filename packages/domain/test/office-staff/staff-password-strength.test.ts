import { describe, expect, it } from "vitest";
import {
  readStaffPasswordRefusal,
  STAFF_PASSWORD_MIN_SCORE,
  staffPasswordRefusal,
  staffPasswordStrength,
} from "../../src/office-staff/staff-password-strength.ts";

const ANA = { email: "ana.lopez@ensenadapark.com", name: "Ana López" };

describe("a staff password's strength (issue 31 item 4)", () => {
  // How the runtimes word these refusals, in both languages: apps/api/test/texts.test.ts.
  it("refuses passwords of twelve characters that are easy to guess, carrying the estimator's feedback", () => {
    const common = staffPasswordRefusal("password1234", ANA);
    expect(common).toMatch(/^password_too_weak:/);
    expect(readStaffPasswordRefusal(String(common))).toEqual({
      code: "password_too_weak",
      feedback: { warning: "similarToCommon", suggestions: ["anotherWord"] },
    });
    expect(staffPasswordRefusal("aaaaaaaaaaaa", ANA)).toMatch(/^password_too_weak:simpleRepeat:/);
  });

  it("knows Spanish words, the park's own words and the member's name and e-mail", () => {
    expect(staffPasswordRefusal("contraseña123456", ANA)).toMatch(/^password_too_weak:/);
    expect(staffPasswordRefusal("ensenadapark2026", ANA)).toMatch(/^password_too_weak:userInputs:/);
    expect(staffPasswordRefusal("parqueensenada", ANA)).toMatch(/^password_too_weak:userInputs:/);
    expect(staffPasswordRefusal("analopez12345", ANA)).toMatch(/^password_too_weak:/);
    // Without the member's words the same password would pass: they are what refuses it.
    expect(staffPasswordStrength("analopez12345", { email: "x@y.test", name: "X" }).score).toBeGreaterThan(
      staffPasswordStrength("analopez12345", ANA).score,
    );
  });

  it(`accepts a passphrase of uncommon words (score ${STAFF_PASSWORD_MIN_SCORE} or more)`, () => {
    expect(staffPasswordRefusal("tortuga velero cactus 42", ANA)).toBeUndefined();
    expect(staffPasswordRefusal("caballo correcto grapa batería", ANA)).toBeUndefined();
  });

  it("checks the length and e-mail rules first", () => {
    expect(staffPasswordRefusal("corta", ANA)).toBe("password_too_short");
    expect(staffPasswordRefusal(ANA.email, ANA)).toBe("password_is_email");
    expect(readStaffPasswordRefusal("password_too_short")).toEqual({ code: "password_too_short" });
    expect(readStaffPasswordRefusal("something_else")).toBeUndefined();
  });
});
