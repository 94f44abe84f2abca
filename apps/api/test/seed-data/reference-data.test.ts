import {
  DRIVER_LICENSE_ALTERNATIVE_TITLE_IDS,
  HIGHER_STUDIES_TITLE_IDS,
} from "@park/domain/careers/job-title-rules.ts";
import { describe, expect, it } from "vitest";
import { CITY_SUGGESTIONS } from "../../src/db/seed-data/cities.ts";
import {
  COUNTRIES,
  MEXICAN_STATES,
  OTHER_CODE,
  US_PAYMENT_STATE_CODES,
  US_STATES,
} from "../../src/db/seed-data/countries.ts";
import { JOB_POSTS, JOB_TITLES, SHIFT_TYPES } from "../../src/db/seed-data/job-posts.ts";
import {
  OTHER_BRAND_ID,
  OTHER_ID,
  PEDESTRIAN_ID,
  VEHICLE_PROPERTIES,
} from "../../src/db/seed-data/vehicle-properties.ts";

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("countries", () => {
  it("has Mexico with its 32 states under ISO 3166-2:MX codes", () => {
    const mexico = COUNTRIES.find((c) => c.code === "MX");
    expect(mexico?.states).toHaveLength(32);
    expect(MEXICAN_STATES.find((s) => s.code === "BCN")?.label).toBe("Baja California");
    expect(MEXICAN_STATES.find((s) => s.code === "CMX")?.label).toBe("Ciudad de México");
    for (const state of MEXICAN_STATES) expect(state.code).toMatch(/^[A-Z]{3}$/);
  });

  it("has the USA with 50 states and DC, and Canada", () => {
    expect(US_STATES).toHaveLength(51);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRIES.find((c) => c.code === "CA")?.states).toHaveLength(13);
  });

  it("ends with an 'other' country without states", () => {
    expect(COUNTRIES.at(-1)).toEqual({ code: OTHER_CODE, label: { es: "Otro", en: "Other" }, states: [] });
  });

  it("uses unique codes for countries and for the states of each country", () => {
    expect(unique(COUNTRIES.map((c) => c.code))).toBe(true);
    for (const country of COUNTRIES)
      expect(unique(country.states.map((s) => s.code)), country.code).toBe(true);
  });

  it("allows AZ, CA, NV and other in the payment form for the USA", () => {
    expect(US_PAYMENT_STATE_CODES).toEqual(["AZ", "CA", "NV", "OTHER"]);
    const usCodes = new Set(US_STATES.map((s) => s.code));
    for (const code of US_PAYMENT_STATE_CODES.filter((c) => c !== OTHER_CODE))
      expect(usCodes.has(code)).toBe(true);
  });
});

describe("city suggestions", () => {
  const of = (state: string) => CITY_SUGGESTIONS.filter((c) => c.state === state).map((c) => c.city);

  it("lists about 40 Arizona and 80 California cities, each once", () => {
    expect(of("AZ").length).toBeGreaterThanOrEqual(40);
    expect(of("CA").length).toBeGreaterThanOrEqual(80);
    expect(unique(of("AZ"))).toBe(true);
    expect(unique(of("CA"))).toBe(true);
    expect(of("CA")).toEqual(expect.arrayContaining(["San Diego", "Los Angeles", "Chula Vista"]));
    expect(of("AZ")).toEqual(expect.arrayContaining(["Phoenix", "Tucson", "Yuma"]));
    for (const c of CITY_SUGGESTIONS) expect(c.country).toBe("US");
  });
});

describe("job posts", () => {
  it("has about 8 open vacancies with unique title ids", () => {
    expect(JOB_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(unique(JOB_POSTS.map((p) => p.titleId))).toBe(true);
    expect(unique(JOB_TITLES.map((t) => t.titleId))).toBe(true);
  });

  it("covers the driver, nursing, access, administration, guide and kitchen areas", () => {
    const areas = new Set<string>(JOB_POSTS.map((p) => p.area));
    for (const area of ["Chofer", "Enfermería", "Acceso", "Administración", "Guía", "Cocina"]) {
      expect(areas.has(area), area).toBe(true);
    }
    const titles = JOB_POSTS.map((p) => p.title.es);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Chofer de pipa de agua",
        "Técnico en enfermería",
        "Paramédico",
        "Guía de cuatrimotos",
      ]),
    );
  });

  it("lists only known shift types, comma separated", () => {
    for (const post of JOB_POSTS) {
      const shifts = post.type.split(",").map((s) => s.trim());
      expect(shifts.length).toBeGreaterThan(0);
      for (const shift of shifts) expect(new Set<string>(SHIFT_TYPES).has(shift), shift).toBe(true);
    }
  });

  it("names only known titles in the application rules", () => {
    const ids = new Set(JOB_TITLES.map((t) => t.titleId));
    for (const id of [...DRIVER_LICENSE_ALTERNATIVE_TITLE_IDS, ...HIGHER_STUDIES_TITLE_IDS])
      expect(ids.has(id), id).toBe(true);
    expect(HIGHER_STUDIES_TITLE_IDS).toHaveLength(11);
  });
});

describe("vehicle properties", () => {
  const lists = Object.entries(VEHICLE_PROPERTIES);

  it("offers the spec's choices with unique ids and labels in both languages", () => {
    expect(VEHICLE_PROPERTIES.vehicleTypes).toHaveLength(8);
    expect(VEHICLE_PROPERTIES.brands).toHaveLength(15);
    expect(VEHICLE_PROPERTIES.colors).toHaveLength(11);
    expect(VEHICLE_PROPERTIES.licenses).toHaveLength(5);
    for (const [name, options] of lists) {
      expect(unique(options.map((o) => o.id)), name).toBe(true);
      for (const option of options) {
        expect(option.label.es.length).toBeGreaterThan(0);
        expect(option.label.en.length).toBeGreaterThan(0);
      }
    }
  });

  it("keeps the ids the spec fixes", () => {
    const typeIds = VEHICLE_PROPERTIES.vehicleTypes.map((t) => t.id);
    expect(typeIds).toContain(PEDESTRIAN_ID);
    expect(typeIds).toContain(OTHER_ID);
    expect(VEHICLE_PROPERTIES.brands.at(-1)?.id).toBe(OTHER_BRAND_ID);
    expect(OTHER_BRAND_ID).toBe("other");
    expect(VEHICLE_PROPERTIES.vehicleTypes.find((t) => t.id === "SUV")?.label.en).toBe("All-terrain");
  });
});
