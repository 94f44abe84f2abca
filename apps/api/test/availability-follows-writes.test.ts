import type { AddressInfo } from "node:net";
import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { DatabaseHandle } from "../src/db/database.ts";
import { admissionCapacityOverrides } from "../src/db/schema/admission-capacities.ts";
import {
  activitySlotId,
  bookActivity,
  createQuote,
  type EcommerceTestApp,
  hold,
  movableClock,
  newVisitorToken,
  soldWithoutCharge,
  unitIds,
  type VisitInput,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { rawCall } from "./helpers/raw-call.ts";
import { type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";
import { buildTestApp, PINNED_NOW, testConfig } from "./helpers/test-app.ts";
import { createTestDatabase } from "./helpers/test-database.ts";

/*
 * Issue 33 item 2: the cart's availability reads are kept by the answer cache (decision 0056), and must
 * still say at once what every hold, sale, release, hold end and office block changed. Each test asks a
 * read twice (the second is the kept answer), changes something, and asks again at the same instant.
 * Reads go over a socket, as a browser's do: `inject` never reaches the answer cache. PGlite, or
 * PostgreSQL with DATABASE_URL. The demo park has 19 cabins; the night canopy 30 places at 19:30.
 */
let t: EcommerceTestApp;
let base: string;
let ids: Record<string, string>;
let other: string;
let desk: StaffSession;
const requestLog: string[] = [];

beforeAll(async () => {
  const time = movableClock(PINNED_NOW);
  const built = await buildTestApp(
    { LOG_LEVEL: "info" },
    { clock: time.clock, logStream: { write: (line) => requestLog.push(line) } },
  );
  t = { ...built, time };
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ids = await unitIds(t);
  other = await newVisitorToken(t.app);
  desk = await signedInStaff(t, { email: "recepcion@park.test", role: "front_desk" });
});
afterAll(() => t.close());

/** What another visitor's browser is told, through the HTTP server as it asks. */
async function read<T>(path: string, server = base): Promise<T> {
  const answer = await rawCall(`${server}${path}`, { headers: { authorization: `Bearer ${other}` } });
  expect(answer.status, answer.body.toString()).toBe(200);
  return JSON.parse(answer.body.toString("utf8")) as T;
}

/** Asked twice, the second time from the answer cache when it kept the first. */
async function readTwice<T>(path: string): Promise<T> {
  const first = await read<T>(path);
  expect(await read<T>(path)).toEqual(first);
  return first;
}

/** How many calls of the route reached the router (the request log, without queries); the answer cache logs none. */
function routed(path: string): number {
  const route = path.slice(0, path.indexOf("?"));
  return requestLog.filter((line) => {
    const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
    return entry.msg === "incoming request" && entry.req?.url === route;
  }).length;
}

const cabins = (arrivalDate: string, departureDate: string): VisitInput => ({
  arrivalDate,
  departureDate,
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CABIN",
});

const freeCabins = (startDate: string, endDate: string) =>
  `/api/ecommerce/reservations/availables/?startDate=${startDate}&endDate=${endDate}&stayType=CABIN`;

async function freeOnMap(path: string): Promise<string[]> {
  const stays = await read<{ available: boolean; staying: { name: string } }[]>(path);
  return stays.filter((s) => s.available).map((s) => s.staying.name);
}

describe("availability answers kept by the answer cache", () => {
  it("are asked of the router once, and again once something changed", async () => {
    const path = freeCabins("2026-12-01", "2026-12-03");
    const before = routed(path);
    for (let i = 0; i < 4; i++) await read(path);
    // Once, unless a background job's write (a sweep, a mail sent) ended between two of them.
    expect(routed(path) - before).toBeLessThan(3);

    const quote = await createQuote(t.app, cabins("2026-12-01", "2026-12-03"));
    expect((await hold(t.app, await visitorToken(t.app), quote.id, [ids.C1 as string])).status).toBe(200);
    const beforeRead = routed(path);
    expect(await freeOnMap(path)).not.toContain("C1");
    expect(routed(path) - beforeRead).toBe(1);
  });

  it("follow a lodging hold, its release and the end of a hold, in free units and rentals' dates", async () => {
    const units = freeCabins("2026-12-07", "2026-12-09");
    const rentals =
      "/api/core/rentals/unavailable?startDate=2026-12-07&endDate=2026-12-08&quantity=19&stayType=CABIN";
    expect(await readTwice<string[]>(rentals)).toEqual([]);
    await readTwice(units);
    expect(await freeOnMap(units)).toContain("C2");

    const quote = await createQuote(t.app, cabins("2026-12-07", "2026-12-09"));
    const owner = await visitorToken(t.app);
    expect((await hold(t.app, owner, quote.id, [ids.C2 as string])).status).toBe(200);
    expect(await freeOnMap(units)).not.toContain("C2");
    expect(await read<string[]>(rentals)).toEqual(["2026-12-07", "2026-12-08"]);

    // Released, the unit is free again; the quote still holds one cabin of the kind (decision 0045).
    expect((await hold(t.app, owner, quote.id, [])).status).toBe(200);
    expect(await freeOnMap(units)).toContain("C2");
    expect(await read<string[]>(rentals)).toEqual(["2026-12-07", "2026-12-08"]);

    // A hold that ends frees its unit with no write at all: an answer kept within the hold's last minute
    // must not outlive it. Taken half a minute past the pinned minute, the hold ends at hh:mm:30.
    t.time.advanceMinutes(0.5);
    expect((await hold(t.app, owner, quote.id, [ids.C2 as string])).status).toBe(200);
    t.time.advanceMinutes(HOLD_MINUTES - 0.5);
    expect(await freeOnMap(units)).not.toContain("C2");
    expect(await freeOnMap(units)).not.toContain("C2");
    t.time.advanceMinutes(0.6);
    expect(await freeOnMap(units)).toContain("C2");
    expect(await read<string[]>(rentals)).toEqual([]);
    t.time.reset();
  });

  it("follow a sale: sold units stay taken after the hold would have ended", async () => {
    const units = freeCabins("2026-12-14", "2026-12-15");
    await readTwice(units);
    const quote = await createQuote(t.app, cabins("2026-12-14", "2026-12-15"));
    expect((await hold(t.app, await visitorToken(t.app), quote.id, [ids.C3 as string])).status).toBe(200);
    await soldWithoutCharge(t, quote.id);
    expect(await freeOnMap(units)).not.toContain("C3");
    t.time.advanceMinutes(HOLD_MINUTES + 1);
    expect(await freeOnMap(units)).not.toContain("C3");
    t.time.reset();
  });

  it("follow an office block and its removal", async () => {
    const units = freeCabins("2026-12-21", "2026-12-23");
    await readTwice(units);
    const blocks = `/api/office/units/${ids.C4}/blocks`;
    const blocked = await t.app.inject({
      method: "POST",
      url: blocks,
      headers: staffHeaders(desk),
      payload: { firstNight: "2026-12-21", lastNight: "2026-12-22", reason: "Reparación del techo" },
    });
    expect(blocked.statusCode).toBeLessThan(300);
    expect(await freeOnMap(units)).not.toContain("C4");
    const unblocked = await t.app.inject({
      method: "DELETE",
      url: `${blocks}?firstNight=2026-12-21&lastNight=2026-12-22`,
      headers: staffHeaders(desk),
    });
    expect(unblocked.statusCode).toBeLessThan(300);
    expect(await freeOnMap(units)).toContain("C4");
  });

  it("follow activity holds in the slots and the dates, and their end", async () => {
    const night = await activitySlotId(t, "CANOPY_TOUR_NIGHT", "19:30");
    const schedule =
      "/api/ecommerce/visit-activities/schedule?type=CANOPY_TOUR_NIGHT&date=2026-12-02&quantity=1&validation=ECOMMERCE";
    const dates =
      "/api/ecommerce/visit-activities/dates/available?type=CANOPY_TOUR_NIGHT&arrivalDate=2026-12-01&departureDate=2026-12-03";
    type Slot = { availableUnits: number };
    type Day = { date: string; available: boolean };
    const dayOf = async (date: string) => (await read<Day[]>(dates)).find((d) => d.date === date)?.available;
    expect((await readTwice<Slot[]>(schedule))[0]?.availableUnits).toBe(30);
    await readTwice(dates);
    expect(await dayOf("2026-12-02")).toBe(true);

    const quote = await createQuote(t.app, {
      ...cabins("2026-12-01", "2026-12-03"),
      stayType: "CAMPING_PASS",
    });
    const booking = { visitActivityScheduleId: night, quoteId: quote.id, visitDate: "2026-12-02" };
    expect((await bookActivity(t.app, { ...booking, quantity: 30 })).status).toBe(200);
    expect((await read<Slot[]>(schedule))[0]?.availableUnits).toBe(0);
    expect(await dayOf("2026-12-02")).toBe(false);

    expect((await bookActivity(t.app, { ...booking, quantity: 10 })).status).toBe(200);
    expect((await read<Slot[]>(schedule))[0]?.availableUnits).toBe(20);
    expect(await dayOf("2026-12-02")).toBe(true);

    t.time.advanceMinutes(HOLD_MINUTES);
    expect((await read<Slot[]>(schedule))[0]?.availableUnits).toBe(30);
    t.time.reset();
  });

  it("follow the visitors a hold counts against a date's admission limit", async () => {
    const full = "/api/ecommerce/capacities/full?startDate=2026-12-28&endDate=2026-12-29&arrivalTime=DAY";
    await t.db
      .insert(admissionCapacityOverrides)
      .values({ date: "2026-12-28", arrivalTime: "DAY", persons: 4 });
    expect(await readTwice<{ capacityFull: boolean }>(full)).toEqual({ capacityFull: false });
    const quote = await createQuote(t.app, cabins("2026-12-28", "2026-12-29"));
    expect((await hold(t.app, await visitorToken(t.app), quote.id, [ids.C5 as string])).status).toBe(200);
    expect(await read(full)).toEqual({ capacityFull: true });
    t.time.advanceMinutes(HOLD_MINUTES);
    expect(await read(full)).toEqual({ capacityFull: false });
    t.time.reset();
  });

  it("are not kept for a caller without a valid token", async () => {
    const path = freeCabins("2026-12-01", "2026-12-02");
    await readTwice(path);
    const anonymous = await rawCall(`${base}${path}`);
    expect(anonymous.status).toBe(401);
    const forged = await rawCall(`${base}${path}`, { headers: { authorization: "Bearer forged" } });
    expect(forged.status).toBe(401);
  });
});

describe("a second API process on the same database", () => {
  let database: { open(): Promise<DatabaseHandle>; drop(): Promise<void> };
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondBase: string;
  let unitsOf: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    const handle = await database.open();
    // On PostgreSQL a pool of its own, which hears the first's writes through the triggers' notifications;
    // PGlite belongs to one process, so a second app there shares the first's handle.
    const secondHandle = process.env.DATABASE_URL
      ? await database.open()
      : { ...handle, close: async () => {} };
    const clock = movableClock(PINNED_NOW).clock;
    first = await buildApp(testConfig(), { database: handle, clock });
    second = await buildApp(testConfig(), { database: secondHandle, clock });
    await second.listen({ port: 0, host: "127.0.0.1" });
    secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    unitsOf = await unitIds({ db: handle.db } as EcommerceTestApp);
    // Until its notifications' connection listens, the second keeps nothing (and so is trivially right).
    for (let waited = 0; !secondHandle.writes.hearsEveryWrite; waited += 20) {
      if (waited > 5_000) throw new Error("the second app never listened for the first's writes");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await database.drop();
  });

  it("answers what a hold taken in the other changed, within moments, and its release", async () => {
    const path = freeCabins("2027-01-04", "2027-01-06");
    const free = async () => {
      const stays = await read<{ available: boolean; staying: { name: string } }[]>(path, secondBase);
      return stays.filter((s) => s.available).map((s) => s.staying.name);
    };
    expect(await free()).toContain("C6");
    expect(await free()).toContain("C6");
    const owner = await visitorToken(first);
    const quote = await createQuote(first, cabins("2027-01-04", "2027-01-06"));
    expect((await hold(first, owner, quote.id, [unitsOf.C6 as string])).status).toBe(200);
    await expect.poll(free, { timeout: 2_000, interval: 20 }).not.toContain("C6");
    expect((await hold(first, owner, quote.id, [])).status).toBe(200);
    await expect.poll(free, { timeout: 2_000, interval: 20 }).toContain("C6");
  });
});
