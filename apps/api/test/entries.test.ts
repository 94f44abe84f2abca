import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { VehicleEntryDto, VehicleProperty } from "@park/domain/vehicle-entry.ts";
import { beforeAll, describe, expect, it } from "vitest";
import type { SaleService } from "../src/modules/ecommerce/sale/service.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import { CAR_ENTRY, createQuote, type ErrorBody, saleServiceOf, send } from "./helpers/ecommerce-test-app.ts";

useEcommerceFile();

let sale: SaleService;
beforeAll(() => {
  sale = saleServiceOf(t, t.time.clock);
});

/** A day pass on the Tuesday after the pinned Sunday (22 November 2026). */
async function openQuote(): Promise<QuoteDto> {
  return createQuote(t.app, {
    arrivalDate: "2026-11-24",
    departureDate: "2026-11-24",
    numberOfPersons: 2,
    arrivalTime: "DAY",
    stayType: "DAY_PASS",
  });
}

async function paidQuote(): Promise<QuoteDto> {
  const quote = await openQuote();
  await sale.prepareSale(quote.id);
  return sale.completeSale(quote.id);
}

const CAR: VehicleProperty[] = [
  { propertyType: "VEHICLE_TYPE", value: "CAR", otherValue: null },
  { propertyType: "VEHICLE_BRAND", value: "NISSAN", otherValue: null },
  { propertyType: "VEHICLE_COLOR", value: "OTHER", otherValue: "  Morado  " },
  { propertyType: "VEHICLE_PLAQUE", value: " BCN-12-34 ", otherValue: null },
  { propertyType: "VEHICLE_PLAQUE_TYPE", value: "FRONTIER_MEXICO", otherValue: null },
  { propertyType: "FIRST_TIME", value: true, otherValue: null },
];

function withProperty(properties: VehicleProperty[], property: VehicleProperty): VehicleProperty[] {
  return properties.map((p) => (p.propertyType === property.propertyType ? property : p));
}

function postEntry(code: string, properties: unknown, language?: string) {
  return send<VehicleEntryDto & ErrorBody>(
    t.app,
    "POST",
    `/api/ecommerce/entry?visitCode=${encodeURIComponent(code)}`,
    {
      body: { properties },
      language,
    },
  );
}

function exists(code: string, language?: string) {
  return send<{ exists: boolean; entry: VehicleEntryDto | null } & ErrorBody>(
    t.app,
    "GET",
    `/api/ecommerce/entry/exist/${encodeURIComponent(code)}`,
    { language },
  );
}

describe("vehicle pre-registration of a paid visit (001 §3-§5)", () => {
  it("shows no entry, saves one trimmed, then shows it", async () => {
    const quote = await paidQuote();
    expect((await exists(quote.code)).body).toEqual({ exists: false, entry: null });

    const saved = await postEntry(quote.code, CAR);
    expect(saved.status).toBe(201);
    const expected = {
      visit: { code: quote.code },
      arrivalDate: "2026-11-24",
      properties: CAR_ENTRY,
      createdAt: new Date(t.time.clock()).toISOString(),
    };
    expect(saved.body).toEqual(expected);
    // The code as a person types it.
    expect((await exists(` ${quote.code.toLowerCase()} `)).body).toEqual({ exists: true, entry: expected });
  });

  it("'When type is PEDESTRIAN the other vehicle fields are not required': only the first-visit answer", async () => {
    const quote = await paidQuote();
    const saved = await postEntry(quote.code, [
      { propertyType: "VEHICLE_TYPE", value: "PEDESTRIAN", otherValue: null },
      { propertyType: "VEHICLE_BRAND", value: "NISSAN", otherValue: null },
      { propertyType: "FIRST_TIME", value: false, otherValue: null },
    ]);
    expect(saved.status).toBe(201);
    expect(saved.body.properties).toEqual([
      { propertyType: "VEHICLE_TYPE", value: "PEDESTRIAN", otherValue: null },
      { propertyType: "FIRST_TIME", value: false, otherValue: null },
    ]);
  });

  it("one entry per visit: a second one is refused, also when two are sent at once", async () => {
    const quote = await paidQuote();
    const answers = await Promise.all([1, 2, 3, 4].map(() => postEntry(quote.code, CAR, "en")));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      error: "entry_exists",
      message: "A vehicle is already registered for this visit",
    });
    const again = await postEntry(quote.code, CAR);
    expect(again.body).toEqual({
      error: "entry_exists",
      message: "Ya se registró un vehículo para esta visita",
    });
  });

  it("refuses an unknown visit code and an unpaid visit, saving nothing", async () => {
    expect(await postEntry("ZZZZZZZZZZ", CAR, "en")).toEqual({
      status: 404,
      body: { error: "quote_not_found", message: "We could not find this quote" },
    });
    expect((await exists("ZZZZZZZZZZ")).status).toBe(404);

    const quote = await openQuote();
    expect(await postEntry(quote.code, CAR)).toEqual({
      status: 409,
      body: {
        error: "visit_not_paid",
        message: "Esta visita aún no está pagada; el vehículo se registra después del pago",
      },
    });
    await sale.prepareSale(quote.id);
    expect((await postEntry(quote.code, CAR, "en")).body.error).toBe("visit_not_paid");
    expect((await exists(quote.code)).body).toEqual({ exists: false, entry: null });
  });

  it("'type, brand, color, plate and plate type are required unless type is pedestrian' and 'The first-visit yes/no answer is always required'", async () => {
    const quote = await paidQuote();
    const answer = await postEntry(quote.code, [
      { propertyType: "VEHICLE_TYPE", value: "VAN", otherValue: null },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(
      ["firstTime", "brand", "color", "plate", "plateType"].map((path) => ({
        path,
        message: "Este campo es requerido",
      })),
    );
  });

  it("'The free-text other field ... is required when the matching choice is other'", async () => {
    const quote = await paidQuote();
    const answer = await postEntry(
      quote.code,
      withProperty(CAR, { propertyType: "VEHICLE_BRAND", value: "other", otherValue: "   " }),
      "en",
    );
    expect(answer.body.fields).toEqual([{ path: "brandOther", message: "This is a required field" }]);
  });

  it("'Text inputs are trimmed and limited to 100 characters'", async () => {
    const quote = await paidQuote();
    const answer = await postEntry(
      quote.code,
      withProperty(CAR, { propertyType: "VEHICLE_PLAQUE", value: "A".repeat(101), otherValue: null }),
    );
    expect(answer.body.fields).toEqual([{ path: "plate", message: "Longitud máxima de 100 caracteres" }]);
  });

  it("refuses ids the catalog does not list (GET /api/catalog/vehicle/property)", async () => {
    const quote = await paidQuote();
    const answer = await postEntry(
      quote.code,
      withProperty(withProperty(CAR, { propertyType: "VEHICLE_TYPE", value: "TANK", otherValue: null }), {
        propertyType: "VEHICLE_COLOR",
        value: "Red",
        otherValue: null,
      }),
      "en",
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual([
      { path: "vehicleType", message: "Choose an option from the list" },
      { path: "color", message: "Choose an option from the list" },
    ]);
    expect((await exists(quote.code)).body.exists).toBe(false);
  });

  it("is rate limited like the code lookups", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await exists("ZZZZZZZZZZ")).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
