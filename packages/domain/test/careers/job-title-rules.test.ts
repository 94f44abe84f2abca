import { describe, expect, it } from "vitest";
import {
  asksDriverLicenseDocument,
  asksHigherStudiesProof,
  asksProfessionalLicense,
  HIGHER_STUDIES_TITLE_IDS,
  withoutDriverJobs,
} from "../../src/careers/job-title-rules.ts";
import { OPEN_JOBS } from "./fixtures.ts";

const job = (titleId: string, area: string) => ({ titleId, area });

describe("driver-licence upload (001 §4)", () => {
  it.each([
    ["area Chofer", job("WATER_PIPE_TRUCK_DRIVER", "Chofer"), [], true],
    ["motorcycle delivery in the store area", job("MOTORCYCLE_DELIVERY_DRIVER", "Tienda"), [], true],
    ["ATV guide", job("ATV_GUIDE", "Guía"), [], true],
    ["cook", job("COOK", "Cocina"), [], false],
    ["cook with a water truck alternative", job("COOK", "Cocina"), ["WATER_PIPE_TRUCK_DRIVER"], true],
    ["cook with a stake bed truck alternative", job("COOK", "Cocina"), ["STAKE_BED_TRUCK_DRIVER"], true],
    ["cook with a motorcycle alternative", job("COOK", "Cocina"), ["MOTORCYCLE_DELIVERY_DRIVER"], true],
    ["cook with an ATV alternative", job("COOK", "Cocina"), ["ATV_GUIDE"], true],
    ["cook with an access alternative", job("COOK", "Cocina"), ["ACCESS_CONTROL"], false],
  ])("%s -> %s", (_, main, alternatives, expected) => {
    expect(asksDriverLicenseDocument(main, alternatives)).toBe(expected);
  });
});

describe("professional licence (001 §4)", () => {
  it.each([
    ["a nursing vacancy", job("NURSING_TECHNICIAN", "Enfermería"), [], true],
    ["a cook", job("COOK", "Cocina"), [], false],
    ["a cook choosing a nursing technician", job("COOK", "Cocina"), ["NURSING_TECHNICIAN"], true],
    ["a cook choosing a paramedic", job("COOK", "Cocina"), ["ACCESS_CONTROL", "PARAMEDIC"], true],
  ])("%s -> %s", (_, main, alternatives, expected) => {
    expect(asksProfessionalLicense(main, alternatives)).toBe(expected);
  });
});

describe("proof of studies: high school or university for the 11 titles", () => {
  it("lists 11 titles", () => expect(HIGHER_STUDIES_TITLE_IDS).toHaveLength(11));
  it.each([
    [job("WAREHOUSE_ASSISTANT", "Administración"), [], true],
    [job("BILINGUAL_COLLECTOR", "Acceso"), [], true],
    [job("COOK", "Cocina"), ["ACCESS_CONTROL"], true],
    [job("COOK", "Cocina"), ["ATV_GUIDE"], false],
  ])("%j %j -> %s", (main, alternatives, expected) => {
    expect(asksHigherStudiesProof(main, alternatives)).toBe(expected);
  });
});

it("turning off the driver licence drops driver-area alternatives, order kept", () => {
  expect(withoutDriverJobs(["COOK", "WATER_PIPE_TRUCK_DRIVER", "ATV_GUIDE"], OPEN_JOBS)).toEqual([
    "COOK",
    "ATV_GUIDE",
  ]);
});
