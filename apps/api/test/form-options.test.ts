import { describe, expect, it } from "vitest";
import { t, useAppFile } from "./helpers/app-file.ts";
import { getJson } from "./helpers/test-app.ts";

useAppFile();

type Option = { code: string; label: string };
type Country = Option & { states: Option[] };
type VehicleOption = { id: string; label: string };
type VehicleProperties = Record<"colors" | "licenses" | "vehicleTypes" | "brands", VehicleOption[]>;

describe("GET /api/catalog/country", () => {
  it("lists Mexico with its 32 states first and ends with the other entry", async () => {
    const { status, body } = await getJson<Country[]>(t.app, "/api/catalog/country");
    expect(status).toBe(200);
    expect(body.map((c) => c.code)).toEqual(["MX", "US", "CA", "OTHER"]);
    const mexico = body[0]!;
    expect(mexico.label).toBe("México");
    expect(mexico.states).toHaveLength(32);
    expect(mexico.states).toContainEqual({ code: "BCN", label: "Baja California" });
    expect(body.at(-1)).toEqual({ code: "OTHER", label: "Otro", states: [] });
  });

  it("includes the USA with Arizona, California and Nevada", async () => {
    const { body } = await getJson<Country[]>(t.app, "/api/catalog/country");
    const usa = body.find((c) => c.code === "US")!;
    expect(usa.label).toBe("Estados Unidos");
    for (const state of ["AZ", "CA", "NV"]) expect(usa.states.map((s) => s.code)).toContain(state);
  });

  it("labels countries in English when asked", async () => {
    const { body } = await getJson<Country[]>(t.app, "/api/catalog/country", "en");
    expect(body.map((c) => c.label)).toEqual(["Mexico", "United States", "Canada", "Other"]);
  });
});

describe("GET /api/catalog/vehicle/property", () => {
  it("gives the four option lists of the vehicle form with Spanish labels by default", async () => {
    const { status, body } = await getJson<VehicleProperties>(t.app, "/api/catalog/vehicle/property");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["brands", "colors", "licenses", "vehicleTypes"]);
    expect(body.vehicleTypes.map((o) => o.id)).toEqual([
      "VAN",
      "CAR",
      "PICKUP",
      "SUV",
      "MOTORHOME",
      "BUS",
      "PEDESTRIAN",
      "OTHER",
    ]);
    expect(body.brands).toHaveLength(15);
    expect(body.brands[0]).toEqual({ id: "DODGE", label: "Dodge" });
    expect(body.brands.at(-1)).toEqual({ id: "other", label: "Otra" });
    expect(body.colors).toHaveLength(11);
    expect(body.colors[0]).toEqual({ id: "RED", label: "Rojo" });
    expect(body.licenses.map((o) => o.id)).toEqual([
      "FRONTIER_MEXICO",
      "NATIONAL_MEXICO",
      "CALIFORNIA",
      "ARIZONA",
      "OTHER",
    ]);
  });

  it("labels options in English when asked", async () => {
    const { body } = await getJson<VehicleProperties>(t.app, "/api/catalog/vehicle/property", "en");
    expect(body.vehicleTypes.find((o) => o.id === "SUV")?.label).toBe("All-terrain");
    expect(body.colors[0]).toEqual({ id: "RED", label: "Red" });
  });
});
