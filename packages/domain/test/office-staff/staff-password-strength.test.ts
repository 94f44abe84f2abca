import { describe, expect, it } from "vitest";
import {
  STAFF_PASSWORD_MIN_SCORE,
  staffPasswordRefusal,
  staffPasswordRefusalText,
  staffPasswordStrength,
} from "../../src/office-staff/staff-password-strength.ts";

const ANA = { email: "ana.lopez@ensenadapark.com", name: "Ana López" };

describe("a staff password's strength (issue 31 item 4)", () => {
  it("refuses passwords of twelve characters that are easy to guess, saying why in both languages", () => {
    const common = staffPasswordRefusal("password1234", ANA);
    expect(common).toMatch(/^password_too_weak:/);
    expect(staffPasswordRefusalText(String(common), "en")).toBe(
      "The password is easy to guess. This is similar to a commonly used password. Add more words that are less common.",
    );
    expect(staffPasswordRefusalText(String(common), "es")).toBe(
      "La contraseña es fácil de adivinar. Es similar a una contraseña usada habitualmente. Añade más palabras que sean menos comunes.",
    );

    const repeated = staffPasswordRefusal("aaaaaaaaaaaa", ANA);
    expect(staffPasswordRefusalText(String(repeated), "en")).toMatch(
      /^The password is easy to guess\. Repeated characters like "aaa" are easy to guess\./,
    );
    expect(staffPasswordRefusalText(String(repeated), "es")).toMatch(
      /^La contraseña es fácil de adivinar\. Caracteres repetidos como "aaa" son fáciles de adivinar\./,
    );
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
    expect(staffPasswordRefusalText("password_too_short", "en")).toBe(
      "The password must have at least 12 characters",
    );
    expect(staffPasswordRefusalText("something_else", "en")).toBeUndefined();
  });
});
