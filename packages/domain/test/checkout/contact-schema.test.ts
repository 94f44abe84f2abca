import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import {
  capitalizeName,
  contactSchema,
  formatPhoneMask,
  isCompletePhone,
} from "../../src/checkout/contact-schema.ts";

const contact = {
  name: "  maría   de la luz ",
  lastname: "pérez",
  email: " maria@example.com ",
  country: "MX",
  otherCountry: "",
  state: "BCN",
  otherState: "",
  city: " Ensenada ",
  phoneNumber: "(646) 123-4567",
};

function issues(schema: z.ZodMiniType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

/** The same message on each of these fields, in this order. */
function each(message: string, ...paths: string[]): { path: string; message: string }[] {
  return paths.map((path) => ({ path, message }));
}

const withLodging = contactSchema({ phoneRequired: true });
const withoutLodging = contactSchema({ phoneRequired: false });

describe("contactSchema (000 §5 Contact and payment form)", () => {
  it("trims the values, capitalises the names and sends the phone's digits", () => {
    // "Values are trimmed; names are capitalised." / "telephone (sent as phoneNumber, digits only)"
    expect(withLodging.parse(contact)).toEqual({
      name: "María De La Luz",
      lastname: "Pérez",
      email: "maria@example.com",
      country: "MX",
      otherCountry: null,
      state: "BCN",
      otherState: null,
      city: "Ensenada",
      phoneNumber: "6461234567",
    });
  });

  it("requires name, last name, email, country, state and city with the spec's message", () => {
    // "Required (message "This is a required field" / "Este campo es requerido"): name, last name, email, country, state (unless country is other), city"
    const blank = { name: " ", lastname: "", email: "", country: "", state: "", city: "", phoneNumber: "" };
    expect(issues(withoutLodging, blank)).toEqual(
      each("required", "name", "lastname", "email", "country", "city", "state"),
    );
  });

  it("reads a missing field as required too", () => {
    expect(issues(withoutLodging, { ...contact, name: undefined })).toEqual([
      { path: "name", message: "required" },
    ]);
  });

  it("refuses a malformed e-mail with the spec's message", () => {
    // "Email valid ("Invalid email address" / "El e-mail no parece ser válido")"
    expect(issues(withLodging, { ...contact, email: "maria@" })).toEqual([
      { path: "email", message: "invalid_email" },
    ]);
  });

  it("requires the whole phone mask only with lodging", () => {
    // "Telephone shown only when the quote has lodging; at least 14 characters in mask (###) ###-####
    // ("Invalid Phone number" / "Número telefónico inválido")."
    expect(issues(withLodging, { ...contact, phoneNumber: "" })).toEqual([
      { path: "phoneNumber", message: "required" },
    ]);
    expect(issues(withLodging, { ...contact, phoneNumber: "(646) 123-456" })).toEqual([
      { path: "phoneNumber", message: "invalid_phone" },
    ]);
    expect(issues(withLodging, { ...contact, phoneNumber: "646123456" })).toEqual([
      { path: "phoneNumber", message: "invalid_phone" },
    ]);
    expect(withLodging.parse({ ...contact, phoneNumber: "6461234567" }).phoneNumber).toBe("6461234567");
    expect(withoutLodging.parse({ ...contact, phoneNumber: "" }).phoneNumber).toBeNull();
    expect(withoutLodging.parse({ ...contact, phoneNumber: undefined }).phoneNumber).toBeNull();
  });

  it("limits each text to the spec's maximum length after trimming", () => {
    // "Max lengths: name 45, last name 45, email 255, other country 40, other state 40, city 40, ... phone 14."
    expect(withLodging.parse({ ...contact, name: ` ${"a".repeat(45)} ` }).name).toBe(`A${"a".repeat(44)}`);
    const long = {
      ...contact,
      name: "a".repeat(46),
      lastname: "b".repeat(46),
      email: `${"c".repeat(244)}@example.com`,
      city: "d".repeat(41),
      phoneNumber: "(646) 123-45678",
    };
    expect(issues(withLodging, long)).toEqual(
      each("too_long", "name", "lastname", "email", "city", "phoneNumber"),
    );
    const other = { ...contact, country: "OTHER", otherCountry: "e".repeat(41), state: "" };
    expect(issues(withLodging, other)).toEqual([{ path: "otherCountry", message: "too_long" }]);
    const otherState = { ...contact, state: "OTHER", otherState: "f".repeat(41) };
    expect(issues(withLodging, otherState)).toEqual([{ path: "otherState", message: "too_long" }]);
  });

  it("asks for the free text of an other country, and no state then", () => {
    // "Choosing other state or other country reveals a free text field."
    const other = { ...contact, country: "OTHER", otherCountry: "", state: "" };
    expect(issues(withLodging, other)).toEqual([{ path: "otherCountry", message: "required" }]);
    const parsed = withLodging.parse({ ...other, otherCountry: " Guatemala ", otherState: " Petén " });
    expect(parsed).toMatchObject({
      country: "OTHER",
      otherCountry: "Guatemala",
      state: null,
      otherState: "Petén",
    });
  });

  it("asks for the free text of an other state and drops a stale one otherwise", () => {
    const otherState = { ...contact, state: "OTHER", otherState: "" };
    expect(issues(withLodging, otherState)).toEqual([{ path: "otherState", message: "required" }]);
    expect(withLodging.parse({ ...otherState, otherState: "Sonora Norte" }).otherState).toBe("Sonora Norte");
    expect(withLodging.parse({ ...contact, otherState: "left over", otherCountry: "x" })).toMatchObject({
      otherState: null,
      otherCountry: null,
    });
  });

  it("offers AZ, CA, NV and other as the states of the USA", () => {
    // "For USA the allowed states are AZ, CA, NV and other"
    const usa = { ...contact, country: "US", city: "San Diego" };
    for (const state of ["AZ", "CA", "NV"]) {
      expect(withLodging.parse({ ...usa, state }).state).toBe(state);
    }
    expect(withLodging.parse({ ...usa, state: "OTHER", otherState: "Texas" }).otherState).toBe("Texas");
    expect(issues(withLodging, { ...usa, state: "TX" })).toEqual([
      { path: "state", message: "invalid_state" },
    ]);
  });
});

describe("phone mask and names", () => {
  it("shows the digits typed so far in the mask (###) ###-####", () => {
    expect(formatPhoneMask("")).toBe("");
    expect(formatPhoneMask("64")).toBe("(64");
    expect(formatPhoneMask("64612")).toBe("(646) 12");
    expect(formatPhoneMask("646-123-45678")).toBe("(646) 123-4567");
    expect(formatPhoneMask("(646) 123-4567").length).toBe(14);
  });

  it("calls a phone complete with the whole mask or its 10 digits", () => {
    expect(isCompletePhone("(646) 123-4567")).toBe(true);
    expect(isCompletePhone("6461234567")).toBe(true);
    expect(isCompletePhone("646 123 4567")).toBe(false);
    expect(isCompletePhone("(646) 123-456")).toBe(false);
  });

  it("capitalises each word and collapses spaces", () => {
    expect(capitalizeName("  josé   ángel ")).toBe("José Ángel");
    expect(capitalizeName("McDonald")).toBe("McDonald");
  });
});
