import { HOLD_MINUTES } from "@park/domain/constants.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admissionCapacities, admissionCapacityOverrides } from "../src/db/schema/admission-capacities.ts";
import { ids, t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  createQuote,
  type ErrorBody,
  hold,
  send,
  setQuoteStatus,
  updateQuote,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

useEcommerceFile();

function visit(
  arrivalDate: string,
  persons: number,
  stayType = "CAMPING_PASS",
  arrivalTime = "DAY",
): VisitInput {
  const departure = new Date(`${arrivalDate}T00:00:00Z`);
  departure.setUTCDate(departure.getUTCDate() + 1);
  return {
    arrivalDate,
    departureDate: departure.toISOString().slice(0, 10),
    numberOfPersons: persons,
    arrivalTime: arrivalTime as VisitInput["arrivalTime"],
    stayType,
  };
}

async function capacityFull(startDate: string, endDate: string, arrivalTime: string): Promise<boolean> {
  const { status, body } = await send<{ capacityFull: boolean }>(
    t.app,
    "GET",
    `/api/ecommerce/capacities/full?startDate=${startDate}&endDate=${endDate}&arrivalTime=${arrivalTime}`,
  );
  expect(status).toBe(200);
  return body.capacityFull;
}

describe("GET /api/ecommerce/capacities/full", () => {
  it("starts with the default limits of each arrival time", async () => {
    const rows = await t.db.select().from(admissionCapacities);
    expect(Object.fromEntries(rows.map((r) => [r.arrivalTime, r.persons]))).toEqual({
      DAY: 1200,
      NIGHT: 600,
    });
    expect(await capacityFull("2026-11-22", "2027-06-30", "DAY")).toBe(false);
  });

  it("counts the persons of paid quotes and of quotes holding lodging, not of open quotes", async () => {
    await t.db
      .update(admissionCapacities)
      .set({ persons: 10 })
      .where(eq(admissionCapacities.arrivalTime, "DAY"));
    const paid = await createQuote(t.app, visit("2026-11-24", 6));
    await createQuote(t.app, visit("2026-11-24", 50)); // open, holds nothing: not counted
    expect(await capacityFull("2026-11-24", "2026-11-24", "DAY")).toBe(false);

    await setQuoteStatus(t, paid.id, "PAID", new Date(PINNED_NOW));
    const lodging = await createQuote(t.app, visit("2026-11-24", 4, "CABIN"));
    expect(await capacityFull("2026-11-24", "2026-11-24", "DAY")).toBe(false); // 6 paid, the cabin is not held yet
    expect((await hold(t.app, token, lodging.id, [ids.C1!])).status).toBe(200);

    expect(await capacityFull("2026-11-24", "2026-11-24", "DAY")).toBe(true); // 6 + 4 = 10
    // A DAY arrival takes the DAY capacity of its arrival date only (0005-capacity-dates.md).
    expect(await capacityFull("2026-11-24", "2026-11-30", "DAY")).toBe(true);
    expect(await capacityFull("2026-11-23", "2026-11-30", "DAY")).toBe(false);
    expect(await capacityFull("2026-11-25", "2026-11-30", "DAY")).toBe(false);
    expect(await capacityFull("2026-11-24", "2026-11-24", "NIGHT")).toBe(false);

    // When the hold expires the cabin's persons no longer count.
    t.time.advanceMinutes(HOLD_MINUTES);
    expect(await capacityFull("2026-11-24", "2026-11-24", "DAY")).toBe(false);
    // A quote being paid keeps its places.
    await setQuoteStatus(t, lodging.id, "PAYMENT_PENDING", new Date(PINNED_NOW));
    expect(await capacityFull("2026-11-24", "2026-11-24", "DAY")).toBe(true);
    await t.db
      .update(admissionCapacities)
      .set({ persons: 1200 })
      .where(eq(admissionCapacities.arrivalTime, "DAY"));
  });

  it("uses a date's own limit where one is set", async () => {
    await t.db
      .insert(admissionCapacityOverrides)
      .values({ date: "2026-12-05", arrivalTime: "NIGHT", persons: 3 });
    const quote = await createQuote(t.app, visit("2026-12-05", 3, "CAMPING_PASS", "NIGHT"));
    await setQuoteStatus(t, quote.id, "PAID", new Date(PINNED_NOW));
    expect(await capacityFull("2026-12-01", "2026-12-10", "NIGHT")).toBe(true);
    expect(await capacityFull("2026-12-06", "2026-12-10", "NIGHT")).toBe(false);
    expect(await capacityFull("2026-12-05", "2026-12-05", "DAY")).toBe(false);
  });

  it("counts campers on every night they sleep, whatever time they arrived (0005-capacity-dates.md)", async () => {
    await t.db
      .insert(admissionCapacityOverrides)
      .values({ date: "2026-12-12", arrivalTime: "NIGHT", persons: 4 });
    // A day arrival on the 11th staying two nights sleeps the night of the 12th.
    const campers = await createQuote(t.app, {
      ...visit("2026-12-11", 4, "CAMPING_PASS", "DAY"),
      departureDate: "2026-12-13",
    });
    await setQuoteStatus(t, campers.id, "PAID", new Date(PINNED_NOW));
    expect(await capacityFull("2026-12-12", "2026-12-13", "NIGHT")).toBe(true);
    // A day visitor of the 12th who stays the night needs that night too; one who leaves that day does not.
    expect(await capacityFull("2026-12-12", "2026-12-13", "DAY")).toBe(true);
    expect(await capacityFull("2026-12-12", "2026-12-12", "DAY")).toBe(false);
    expect(await capacityFull("2026-12-13", "2026-12-14", "NIGHT")).toBe(false);
  });

  it("refuses bad queries with the field and its message", async () => {
    const noTime = await send<ErrorBody>(
      t.app,
      "GET",
      "/api/ecommerce/capacities/full?startDate=2026-12-01&endDate=2026-12-02&arrivalTime=NOON",
      { language: "en" },
    );
    expect(noTime.status).toBe(400);
    expect(noTime.body.fields).toEqual([{ path: "arrivalTime", message: "Choose day or night arrival." }]);
    const reversed = await send<ErrorBody>(
      t.app,
      "GET",
      "/api/ecommerce/capacities/full?startDate=2026-12-03&endDate=2026-12-01&arrivalTime=DAY",
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([
      { path: "endDate", message: "La fecha final no puede ser anterior a la fecha inicial" },
    ]);
  });
});

describe("GET (secure) /api/core/rentals/unavailable", () => {
  async function unavailable(query: string): Promise<string[]> {
    const { status, body } = await send<string[]>(t.app, "GET", `/api/core/rentals/unavailable?${query}`, {
      token,
    });
    expect(status).toBe(200);
    return body;
  }

  it("lists the dates with fewer free units of the kind than asked", async () => {
    const tipis = await createQuote(t.app, {
      ...visit("2027-03-02", 6, "TIPI"),
      departureDate: "2027-03-04",
    });
    const five = await updateQuote(t.app, { ...tipis, products: { ...tipis.products, tipis: 5 } });
    expect(five.status).toBe(200);
    const held = await hold(t.app, token, tipis.id, [ids.T1!, ids.T2!, ids.T3!, ids.T4!, ids.T5!]);
    expect(held.status).toBe(200);

    const range = "startDate=2027-03-01&endDate=2027-03-05&stayType=TIPI";
    expect(await unavailable(`${range}&quantity=2`)).toEqual(["2027-03-02", "2027-03-03"]);
    expect(await unavailable(`${range}&quantity=1`)).toEqual([]);
    expect(await unavailable(`${range}&quantity=7`)).toEqual([
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
    ]);
    // The holding quote's own units are free for it.
    expect(await unavailable(`${range}&quantity=6&quoteId=${tipis.id}`)).toEqual([]);
    // Other kinds are untouched.
    expect(await unavailable("startDate=2027-03-01&endDate=2027-03-05&stayType=CABIN&quantity=19")).toEqual(
      [],
    );
  });

  it("answers [] for a quantity of 0 or less, or a stay without lodging", async () => {
    expect(await unavailable("startDate=2027-03-01&endDate=2027-03-05&stayType=TIPI&quantity=0")).toEqual([]);
    expect(await unavailable("startDate=2027-03-01&endDate=2027-03-05&stayType=TIPI&quantity=-2")).toEqual(
      [],
    );
    expect(
      await unavailable("startDate=2027-03-01&endDate=2027-03-05&stayType=DAY_PASS&quantity=30"),
    ).toEqual([]);
  });

  it("needs a token and a valid stay type", async () => {
    const anonymous = await send(
      t.app,
      "GET",
      "/api/core/rentals/unavailable?startDate=2027-03-01&endDate=2027-03-05&stayType=TIPI&quantity=1",
    );
    expect(anonymous.status).toBe(401);
    const bad = await send<ErrorBody>(
      t.app,
      "GET",
      "/api/core/rentals/unavailable?startDate=2027-03-01&endDate=2027-03-05&stayType=HOTEL&quantity=x",
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([
      { path: "quantity", message: "Escribe un número entero, 0 o más." },
      { path: "stayType", message: "Elige un tipo de estancia válido." },
    ]);
  });
});
