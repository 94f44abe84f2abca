import { randomUUID } from "node:crypto";
import type { GateCheckInAnswer, GateDay } from "@park/domain/gate/gate-schemas.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit-log.ts";
import { checkIns } from "../src/db/schema/check-ins.ts";
import { quoteContacts } from "../src/db/schema/quote-contacts.ts";
import type { SaleService } from "../src/modules/ecommerce/sale/service.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  activitySlotId,
  bookActivity,
  createQuote,
  type ErrorBody,
  saleServiceOf,
  send,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { expectStaffOnly, type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";

useEcommerceFile();

/*
 * The gate (issue 14 item 7) on the real app and database (PGlite, or PostgreSQL with DATABASE_URL). The
 * clock starts on Sunday 22 November 2026 at 10:00 in Ensenada; visits are sold for the Tuesday after
 * (a day ahead at least, as the shop requires) and the clock is moved to that Tuesday to scan them.
 */
let sale: SaleService;
let gate: StaffSession;
let admin: StaffSession;
let gateId: string;

let accounts = 0;

/** A new account signed in now: sessions follow the app's clock, so each move of it needs a new sign-in. */
function signedIn(role: "gate" | "admin", name: string) {
  accounts += 1;
  return signedInStaff(t, { email: `${role}-${accounts}@park.test`, role, name });
}

async function signInBoth(): Promise<void> {
  const rosa = await signedIn("gate", "Rosa Gate");
  gate = rosa;
  gateId = rosa.id;
  admin = await signedIn("admin", "Mara Admin");
}

beforeAll(() => {
  sale = saleServiceOf(t, t.time.clock);
});
beforeEach(async () => {
  t.time.reset();
  await signInBoth();
});

/** Tuesday 24 November 2026 at `time` in Ensenada (UTC-8), as an instant. */
function tuesday(time: string): string {
  return new Date(`2026-11-24T${time}:00-08:00`).toISOString();
}

/** Moves the app's clock from the pinned Sunday 10:00 to Tuesday at `time`, and signs in again then. */
async function clockOnTuesday(time: string): Promise<void> {
  t.time.reset();
  t.time.advanceMinutes((Date.parse(tuesday(time)) - Date.parse("2026-11-22T10:00:00-08:00")) / 60_000);
  await signInBoth();
}

const CAMPING: VisitInput = {
  arrivalDate: "2026-11-24",
  departureDate: "2026-11-25",
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
};

async function paid(visit: VisitInput, contact?: { name: string; lastname: string }): Promise<QuoteDto> {
  const quote = await createQuote(t.app, visit);
  await sale.prepareSale(quote.id);
  if (contact) {
    await t.db.insert(quoteContacts).values({
      quoteId: quote.id,
      ...contact,
      email: "visitor@example.com",
      country: "MX",
      city: "Ensenada",
      visitorWantsInfo: false,
      createdAt: t.time.clock(),
      updatedAt: t.time.clock(),
    });
  }
  return sale.completeSale(quote.id);
}

function scan(code: string, scannedAt: string, id: string = randomUUID()) {
  return { id, code, scannedAt };
}

async function checkIn(body: unknown, session: StaffSession = gate, language?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/office/gate/check-ins",
    headers: { ...staffHeaders(session), ...(language ? { "accept-language": language } : {}) },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json<GateCheckInAnswer & ErrorBody>() };
}

async function dayList(date?: string, session: StaffSession = gate) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/office/gate/visits${date ? `?date=${date}` : ""}`,
    headers: staffHeaders(session),
  });
  return { status: response.statusCode, body: response.json<GateDay & ErrorBody>() };
}

async function checkInRows(quoteId: string) {
  return t.db.select().from(checkIns).where(eq(checkIns.quoteId, quoteId));
}

async function auditOf(quoteId: string) {
  return t.db
    .select({
      action: auditLog.action,
      staffId: auditLog.staffId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "check_in"), eq(auditLog.entityId, quoteId)))
    .orderBy(auditLog.createdAt);
}

describe("GET /api/office/gate/visits: the day's visits for the phone", () => {
  it("lists the paid visits of each of their days with what the gate shows, and nothing else", async () => {
    const camping = await paid(CAMPING, { name: "Ana María", lastname: "López" });
    const canopy = await activitySlotId(t, "CANOPY_TOUR", "10:00");
    const withCanopy = await createQuote(t.app, {
      ...CAMPING,
      stayType: "DAY_PASS",
      numberOfPersons: 2,
      departureDate: "2026-11-24",
    });
    await bookActivity(t.app, {
      visitActivityScheduleId: canopy,
      quoteId: withCanopy.id,
      quantity: 2,
      visitDate: "2026-11-24",
    });
    await sale.prepareSale(withCanopy.id);
    await sale.completeSale(withCanopy.id);
    const entry = await send(t.app, "POST", `/api/ecommerce/entry?visitCode=${withCanopy.code}`, {
      body: {
        properties: [
          { propertyType: "VEHICLE_TYPE", value: "CAR", otherValue: null },
          { propertyType: "VEHICLE_BRAND", value: "NISSAN", otherValue: null },
          { propertyType: "VEHICLE_COLOR", value: "RED", otherValue: null },
          { propertyType: "VEHICLE_PLAQUE", value: "BCN-12-34", otherValue: null },
          { propertyType: "VEHICLE_PLAQUE_TYPE", value: "FRONTIER_MEXICO", otherValue: null },
          { propertyType: "FIRST_TIME", value: true, otherValue: null },
        ],
      },
    });
    expect(entry.status).toBe(201);
    const cabin = await paid({ ...CAMPING, stayType: "CABIN", numberOfPersons: 5 });
    const unpaid = await createQuote(t.app, CAMPING);
    const nextWeek = await paid({ ...CAMPING, arrivalDate: "2026-12-01", departureDate: "2026-12-02" });

    const tuesdayList = await dayList("2026-11-24");
    expect(tuesdayList.status).toBe(200);
    const codes = tuesdayList.body.visits.map((v) => v.code);
    expect(codes).toEqual(expect.arrayContaining([camping.code, withCanopy.code, cabin.code]));
    expect(codes).not.toContain(unpaid.code);
    expect(codes).not.toContain(nextWeek.code);
    expect(tuesdayList.body.date).toBe("2026-11-24");
    expect(tuesdayList.body.readAt).toBe(new Date(t.time.clock()).toISOString());

    const byCode = new Map(tuesdayList.body.visits.map((v) => [v.code, v]));
    expect(byCode.get(camping.code)).toEqual({
      code: camping.code,
      holder: "Ana María López",
      stayType: "CAMPING_PASS",
      arrivalDate: "2026-11-24",
      departureDate: "2026-11-25",
      arrivalTime: "DAY",
      numberOfPersons: 4,
      units: [],
      activities: [],
      vehiclePlate: null,
      checkIn: null,
    });
    expect(byCode.get(withCanopy.code)).toMatchObject({
      activities: [{ type: "CANOPY_TOUR", date: "2026-11-24", startHour: "10:00", quantity: 2, hours: 1 }],
      vehiclePlate: "BCN-12-34",
    });
    // 5 persons take one cabin, assigned at the sale, named as the park numbers it.
    expect(byCode.get(cabin.code)?.units).toEqual([expect.stringMatching(/^C\d+$/)]);

    // The departure day is still one of the visit's days; the day after is not.
    expect((await dayList("2026-11-25")).body.visits.map((v) => v.code)).toContain(camping.code);
    expect((await dayList("2026-11-26")).body.visits.map((v) => v.code)).not.toContain(camping.code);
    // Without a date: today (the pinned Sunday), when none of these may enter.
    const today = await dayList();
    expect(today.body.date).toBe("2026-11-22");
    expect(today.body.visits.map((v) => v.code)).not.toContain(camping.code);
  });

  it("refuses a date that is not a calendar date", async () => {
    const { status, body } = await dayList("2026-02-30");
    expect(status).toBe(400);
    expect(body.error).toBe("validation_error");
  });

  it("is the gate's and the admin's only", async () => {
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/gate/visits?date=2026-11-24" }, ["gate"]);
    expect((await dayList("2026-11-24", admin)).status).toBe(200);
  });
});

describe("POST /api/office/gate/check-ins", () => {
  it("checks a visit in once; a second scan warns with the time of the first and changes nothing", async () => {
    const visit = await paid(CAMPING, { name: "Luis", lastname: "Pérez" });
    await clockOnTuesday("09:05");
    const rosa = gateId;
    const first = await checkIn(scan(visit.code.toLowerCase(), tuesday("09:04")));
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe("CHECKED_IN");
    expect(first.body.visit).toMatchObject({
      code: visit.code,
      holder: "Luis Pérez",
      numberOfPersons: 4,
      checkIn: { checkedInAt: tuesday("09:04"), by: "Rosa Gate" },
    });
    const rows = await checkInRows(visit.id);
    expect(rows).toHaveLength(1);

    await clockOnTuesday("11:30");
    const again = await checkIn(scan(visit.code, tuesday("11:30")), admin);
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe("ALREADY_CHECKED_IN");
    expect(again.body.visit.checkIn).toEqual({ checkedInAt: tuesday("09:04"), by: "Rosa Gate" });
    expect(await checkInRows(visit.id)).toEqual(rows);

    // The day's list now carries the check-in, for the phones' copies.
    const list = await dayList("2026-11-24");
    expect(list.body.visits.find((v) => v.code === visit.code)?.checkIn).toEqual({
      checkedInAt: tuesday("09:04"),
      by: "Rosa Gate",
    });
    // One audit entry: the check-in; the repeat wrote nothing.
    expect(await auditOf(visit.id)).toEqual([
      {
        action: "check_in.recorded",
        staffId: rosa,
        before: null,
        after: { clientId: rows[0]?.clientId, scannedAt: tuesday("09:04"), staffId: rosa },
      },
    ]);
  });

  it("the offline queue replayed twice checks each visit in once, answering the same both times", async () => {
    const one = await paid(CAMPING);
    const two = await paid(CAMPING);
    await clockOnTuesday("13:00");
    const queue = [
      scan(one.code, tuesday("12:01")),
      scan(two.code, tuesday("12:02")),
      // The same code scanned again on the phone while offline: a repeat.
      scan(one.code, tuesday("12:10")),
    ];
    const send = async () => {
      const answers = [];
      for (const item of queue) answers.push(await checkIn(item));
      return answers.map((a) => [a.status, a.body.outcome, a.body.visit.checkIn.checkedInAt]);
    };
    const firstSync = await send();
    expect(firstSync).toEqual([
      [200, "CHECKED_IN", tuesday("12:01")],
      [200, "CHECKED_IN", tuesday("12:02")],
      [200, "ALREADY_CHECKED_IN", tuesday("12:01")],
    ]);
    // The network dropped before the answers arrived: the phone sends its whole queue again.
    expect(await send()).toEqual(firstSync);
    expect(await checkInRows(one.id)).toHaveLength(1);
    expect(await checkInRows(two.id)).toHaveLength(1);
    expect(await auditOf(one.id)).toHaveLength(1);
    expect(await auditOf(two.id)).toHaveLength(1);
  });

  it("the first scan wins when it arrives last: an offline phone's earlier scan replaces a later online one", async () => {
    const visit = await paid(CAMPING);
    await clockOnTuesday("10:00");
    const online = scan(visit.code, tuesday("10:00"));
    expect((await checkIn(online, admin)).body.outcome).toBe("CHECKED_IN");

    await clockOnTuesday("10:40");
    const offline = scan(visit.code, tuesday("09:30"));
    const late = await checkIn(offline);
    expect(late.body.outcome).toBe("CHECKED_IN");
    expect(late.body.visit.checkIn).toEqual({ checkedInAt: tuesday("09:30"), by: "Rosa Gate" });
    expect(await checkInRows(visit.id)).toEqual([
      {
        quoteId: visit.id,
        clientId: offline.id,
        scannedAt: new Date(tuesday("09:30")),
        staffId: gateId,
        recordedAt: new Date(tuesday("10:40")),
      },
    ]);
    // The online scan sent again is now the repeat, warned with the earlier time.
    const replay = await checkIn(online, admin);
    expect(replay.body.outcome).toBe("ALREADY_CHECKED_IN");
    expect(replay.body.visit.checkIn.checkedInAt).toBe(tuesday("09:30"));
    const audit = await auditOf(visit.id);
    expect(audit.map((a) => a.action)).toEqual(["check_in.recorded", "check_in.earlier_scan"]);
    expect(audit[1]).toMatchObject({
      staffId: gateId,
      before: { clientId: online.id, scannedAt: tuesday("10:00") },
      after: { clientId: offline.id, scannedAt: tuesday("09:30"), staffId: gateId },
    });
  });

  it("scans of one visit sent at once by several phones leave one check-in, the earliest", async () => {
    const visit = await paid(CAMPING);
    await clockOnTuesday("15:00");
    const scans = ["14:05", "14:01", "14:03", "14:02", "14:04"].map((time) =>
      scan(visit.code, tuesday(time)),
    );
    const answers = await Promise.all(scans.map((s) => checkIn(s)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await checkInRows(visit.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.scannedAt.toISOString()).toBe(tuesday("14:01"));
    expect(rows[0]?.clientId).toBe(scans[1]?.id);
  });

  it("two phones' scans at the same instant: the one recorded first stays, and replays change nothing", async () => {
    const visit = await paid(CAMPING);
    await clockOnTuesday("17:00");
    // Ids chosen so that ordering by id would pick the second one: only the order of recording may decide.
    const first = scan(visit.code, tuesday("16:30"), `f${randomUUID().slice(1)}`);
    const second = scan(visit.code, tuesday("16:30"), `0${randomUUID().slice(1)}`);
    const answers = async () => [
      await checkIn(first),
      await checkIn(second, admin),
      await checkIn(second, admin),
      await checkIn(first),
    ];
    const sent = await answers();
    expect(sent.map((a) => [a.status, a.body.outcome, a.body.visit.checkIn])).toEqual([
      [200, "CHECKED_IN", { checkedInAt: tuesday("16:30"), by: "Rosa Gate" }],
      [200, "ALREADY_CHECKED_IN", { checkedInAt: tuesday("16:30"), by: "Rosa Gate" }],
      [200, "ALREADY_CHECKED_IN", { checkedInAt: tuesday("16:30"), by: "Rosa Gate" }],
      [200, "CHECKED_IN", { checkedInAt: tuesday("16:30"), by: "Rosa Gate" }],
    ]);
    const rows = await checkInRows(visit.id);
    expect(rows.map((r) => r.clientId)).toEqual([first.id]);
    // Both queues sent once more, in the other order: the same answers, nothing written.
    expect((await checkIn(second, admin)).body.outcome).toBe("ALREADY_CHECKED_IN");
    expect((await checkIn(first)).body.outcome).toBe("CHECKED_IN");
    expect(await checkInRows(visit.id)).toEqual(rows);
    expect((await auditOf(visit.id)).map((a) => [a.action, a.after])).toEqual([
      ["check_in.recorded", { clientId: first.id, scannedAt: tuesday("16:30"), staffId: gateId }],
    ]);
  });

  it("scans of one instant sent at once by several phones: one is told it checked the visit in, the one kept", async () => {
    const visit = await paid(CAMPING);
    await clockOnTuesday("18:00");
    const scans = Array.from({ length: 5 }, () => scan(visit.code, tuesday("17:45")));
    const answers = await Promise.all(scans.map((s) => checkIn(s)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const told = scans.filter((_, i) => answers[i]?.body.outcome === "CHECKED_IN");
    expect(told).toHaveLength(1);
    const rows = await checkInRows(visit.id);
    expect(rows.map((r) => r.clientId)).toEqual([told[0]?.id]);
    expect(await auditOf(visit.id)).toHaveLength(1);
  });

  it("a scan from the future is recorded at the server's time", async () => {
    const visit = await paid(CAMPING);
    await clockOnTuesday("16:00");
    const ahead = await checkIn(scan(visit.code, tuesday("16:09")));
    expect(ahead.body.visit.checkIn.checkedInAt).toBe(tuesday("16:00"));
  });

  it("refuses what may not enter with a clear message in both languages, and records nothing", async () => {
    const dayPass = await paid({ ...CAMPING, stayType: "DAY_PASS", departureDate: "2026-11-24" });
    const open = await createQuote(t.app, CAMPING);
    const later = await paid({ ...CAMPING, arrivalDate: "2026-12-01", departureDate: "2026-12-02" });
    await clockOnTuesday("10:00");

    const unknown = await checkIn(scan("ZZZZZZZZZZ", tuesday("10:00")), gate, "en");
    expect(unknown).toEqual({
      status: 404,
      body: { error: "gate_code_unknown", message: "There is no visit with this code" },
    });
    const notACode = await checkIn(scan("https://example.com/x", tuesday("10:00")));
    expect(notACode.status).toBe(404);
    expect(notACode.body.message).toBe("No existe ninguna visita con este código");

    const unpaid = await checkIn(scan(open.code, tuesday("10:00")));
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toEqual({
      error: "gate_visit_not_paid",
      message: "Esta visita no está pagada: no puede entrar",
    });

    const early = await checkIn(scan(later.code, tuesday("10:00")), gate, "en");
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: "gate_visit_before_arrival",
      message: "This visit is for 2026-12-01: it may not enter today",
      dates: ["2026-12-01"],
    });

    t.time.advanceMinutes(24 * 60);
    await signInBoth();
    const ended = await checkIn(scan(dayPass.code, new Date(t.time.clock()).toISOString()));
    expect(ended.status).toBe(409);
    expect(ended.body.error).toBe("gate_visit_after_departure");
    expect(ended.body.message).toBe("Esta visita terminó el 2026-11-24: hoy no puede entrar");

    // A queue synced after midnight is judged on the day it was scanned: the day pass was fine on Tuesday.
    const queued = await checkIn(scan(dayPass.code, tuesday("17:59")));
    expect(queued.status).toBe(200);
    expect(queued.body.outcome).toBe("CHECKED_IN");

    const stale = await checkIn(scan(later.code, "2026-11-20T10:00:00-08:00"), gate, "en");
    expect(stale.status).toBe(422);
    expect(stale.body.error).toBe("gate_scan_too_old");

    for (const quote of [open, later]) expect(await checkInRows(quote.id)).toEqual([]);
  });

  it("refuses a malformed scan with its fields, and a scan id already used for another visit", async () => {
    const bad = await checkIn({ id: "not-a-uuid", code: "ABC", scannedAt: "yesterday" }, gate, "en");
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((f) => f.path).sort()).toEqual(["id", "scannedAt"]);

    const a = await paid(CAMPING);
    const b = await paid(CAMPING);
    await clockOnTuesday("10:00");
    const id = randomUUID();
    expect((await checkIn(scan(a.code, tuesday("09:00"), id))).status).toBe(200);
    const reused = await checkIn(scan(b.code, tuesday("09:01"), id));
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe("gate_scan_id_reused");
    expect(await checkInRows(b.id)).toEqual([]);
  });

  it("is the gate's and the admin's only; refused calls record nothing", async () => {
    const visit = await paid(CAMPING);
    await clockOnTuesday("10:00");
    await expectStaffOnly(
      t.app,
      { method: "POST", url: "/api/office/gate/check-ins", payload: scan(visit.code, tuesday("10:00")) },
      ["gate"],
    );
    expect(await checkInRows(visit.id)).toEqual([]);
    expect(await auditOf(visit.id)).toEqual([]);
  });
});
