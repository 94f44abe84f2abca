import { parkDaysPeriod } from "@park/domain/date-change/park-instant.ts";
import type {
  ArrivalsListDto,
  ManifestDto,
  OccupancyReportDto,
} from "@park/domain/office-reports/report-dto.ts";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { movementPages } from "../src/modules/office/reports/movement-lines.ts";
import { createMovementsRepository } from "../src/modules/office/reports/movements-repository.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { activitySlotId, unitIds } from "./helpers/ecommerce-test-app.ts";
import {
  type FixedPayment,
  insertActivityBooking,
  insertAppliedDateChange,
  insertCheckIn,
  insertPaidOrder,
  insertRefund,
  insertVisit,
} from "./helpers/office-figures.ts";
import { expectStaffOnly, type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";

useAppFile();

/*
 * The reports (issue 36 item 2) on a small fixed data set written straight into the database. Now is
 * Sunday 22 November 2026, 10:00 in Ensenada. The money of 20 to 22 November, in the order it happened:
 *   A  1,500.00 MXN card (visa 4242), 20th 9:00              +1,500.00
 *   B    100.00 USD at 18 (1,800.00 MXN), 20th 23:30          +1,800.00
 *   C    500.00 MXN at OXXO, 21st 0:10                          +500.00
 *   F    100.00 MXN card, 21st 0:10 (the same instant as C)     +100.00
 *   A's date change, 300.00 MXN, 21st 12:00                     +300.00
 *   B's refund, 50.00 USD, 22nd 8:00                            -900.00
 * which adds up to 3,300.00 MXN. Money of the 19th at 23:59 and a refused refund are left out.
 */
let desk: StaffSession;
let gate: StaffSession & { id: string };
let codes: Record<"A" | "B" | "C" | "F" | "V1" | "V3", string>;
let noonCanopy: number;
let atvAt11: number;

async function get(session: StaffSession, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers: { ...staffHeaders(session), ...headers } });
}

beforeAll(async () => {
  desk = await signedInStaff(t, { email: "desk@reports.test", role: "front_desk" });
  gate = await signedInStaff(t, { email: "gate@reports.test", role: "gate", name: "Gate One" });
  const db = t.db;
  const order = (buyer: { name: string; lastname: string }, payment: FixedPayment) =>
    insertPaidOrder(db, payment, {
      stayType: "CAMPING_PASS",
      departureDate: "2026-12-06",
      persons: 3,
      buyer,
    });
  const a = await order(
    { name: "Ana María", lastname: "López" },
    { amount: 150_000, paidAt: "2026-11-20T17:00:00Z", cardBrand: "visa", cardLast4: "4242" },
  );
  const b = await order(
    { name: "@Bruno", lastname: "Díaz, Jr." },
    { currency: "USD", exchangeRate: 18, amount: 10_000, amountMxn: 180_000, paidAt: "2026-11-21T07:30:00Z" },
  );
  const c = await order(
    { name: "Carla", lastname: "Ruiz" },
    { method: "oxxo", amount: 50_000, paidAt: "2026-11-21T08:10:00Z", voucherNumber: "93000123" },
  );
  const f = await order(
    { name: "Félix", lastname: "Soto" },
    { amount: 10_000, paidAt: "2026-11-21T08:10:00Z" },
  );
  await order({ name: "Early", lastname: "Bird" }, { amount: 77_700, paidAt: "2026-11-20T07:59:00Z" });
  await insertAppliedDateChange(db, {
    quoteId: a.quoteId,
    difference: 30_000,
    currency: "MXN",
    amount: 30_000,
    rate: 1,
    appliedAt: "2026-11-21T20:00:00Z",
  });
  await insertRefund(db, {
    ...b,
    amount: 5_000,
    currency: "USD",
    settledAt: "2026-11-22T16:00:00Z",
    staffName: "Desk One",
  });
  await insertRefund(db, {
    ...a,
    amount: 100,
    currency: "MXN",
    settledAt: "2026-11-22T16:30:00Z",
    status: "FAILED",
  });

  // Today: V1 a day visit checked in, with 3 canopy places at 12:00 and 2 ATVs for 2 hours from 10:00;
  // V3 arrives tonight in cabin C1; V2 came yesterday and is not an arrival.
  const v1 = await insertVisit(db, {
    stayType: "DAY_PASS",
    arrivalDate: "2026-11-22",
    departureDate: "2026-11-22",
    arrivalTime: "DAY",
    persons: 4,
    buyer: { name: "Valeria", lastname: "Uno" },
  });
  await insertCheckIn(db, v1.id, gate.id, "2026-11-22T17:00:00Z");
  noonCanopy = Number(await activitySlotId(t, "CANOPY_TOUR", "12:00"));
  atvAt11 = Number(await activitySlotId(t, "ATV", "11:00"));
  await insertActivityBooking(db, {
    quoteId: v1.id,
    type: "CANOPY_TOUR",
    scheduleIds: [noonCanopy],
    day: "2026-11-22",
    quantity: 3,
  });
  await insertActivityBooking(db, {
    quoteId: v1.id,
    type: "ATV",
    scheduleIds: [Number(await activitySlotId(t, "ATV", "10:00")), atvAt11],
    day: "2026-11-22",
    quantity: 2,
  });
  await insertVisit(db, {
    stayType: "CAMPING_PASS",
    arrivalDate: "2026-11-21",
    departureDate: "2026-11-23",
    arrivalTime: "DAY",
    persons: 3,
  });
  const v3 = await insertVisit(db, {
    stayType: "CABIN",
    arrivalDate: "2026-11-22",
    departureDate: "2026-11-24",
    arrivalTime: "NIGHT",
    persons: 5,
  });
  const ids = await unitIds(t);
  await db.insert(unitNights).values(
    ["2026-11-22", "2026-11-23"].map((night) => ({
      unitId: Number(ids.C1),
      night,
      quoteId: v3.id,
      state: "SOLD" as const,
    })),
  );
  await db
    .insert(unitNights)
    .values({ unitId: Number(ids.C5), night: "2026-11-23", state: "BLOCKED", blockReason: "Plomería" });
  codes = { A: a.code, B: b.code, C: c.code, F: f.code, V1: v1.code, V3: v3.code };
});

const RANGE = "from=2026-11-20&to=2026-11-22";

describe("the movements of a date range", () => {
  it("are read in pages that follow one another, ties of the same instant included", async () => {
    const repository = createMovementsRepository(t.db);
    const pages = [];
    for await (const page of movementPages(repository, parkDaysPeriod("2026-11-20", "2026-11-22"), 2))
      pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    const rows = pages.flat();
    expect(rows.map((row) => row.kind)).toEqual([
      "payment",
      "payment",
      "payment",
      "payment",
      "date_change",
      "refund",
    ]);
    expect(
      rows
        .slice(2, 4)
        .map((row) => row.code)
        .sort(),
    ).toEqual([codes.C, codes.F].sort());
    expect(new Set(rows.map((row) => row.reference ?? `${row.kind}/${row.code}`)).size).toBe(6);
  });
});

describe("GET /api/office/reports/payments.csv", () => {
  it("writes every movement in order, refunds negative, as a CSV Excel opens in UTF-8", async () => {
    const response = await get(desk, `/api/office/reports/payments.csv?${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain(
      'filename="pagos-y-reembolsos-2026-11-20-2026-11-22.csv"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(1).split("\r\n").slice(0, -1);
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      "Fecha y hora,Movimiento,Código de visita,Comprador,Correo electrónico,Tipo de estancia,Llegada,Salida," +
        "Visitantes,Forma de pago,Moneda,Importe,Tipo de cambio,Importe en pesos,Tarjeta,Referencia,Hecho por",
    );
    expect(lines[1]).toBe(
      `2026-11-20 09:00,Pago,${codes.A},Ana María López,ana maría@example.com,Campamento,2026-12-05,2026-12-06,3,Tarjeta,MXN,1500,1,1500,visa 4242,,`,
    );
    // A buyer's name starting like a formula is written as text, and quoted for its comma.
    expect(lines[2]).toBe(
      `2026-11-20 23:30,Pago,${codes.B},"'@Bruno Díaz, Jr.",'@bruno@example.com,Campamento,2026-12-05,2026-12-06,3,Tarjeta,USD,100,18,1800,,,`,
    );
    expect(lines[5]).toMatch(/^2026-11-21 12:00,Diferencia por cambio de fechas,.*,MXN,300,1,300,,,$/);
    expect(lines[6]).toMatch(
      new RegExp(`^2026-11-22 08:00,Reembolso,${codes.B},.*,USD,-50,18,-900,,re_[^,]+,Desk One$`),
    );
    const pesos = lines.slice(1).map((line) => Number(line.split(",").at(-4)));
    expect(pesos.reduce((sum, amount) => sum + amount, 0)).toBe(3300);
  });

  it("speaks English when asked by ?lang= or by Accept-Language", async () => {
    const byQuery = await get(desk, `/api/office/reports/payments.csv?${RANGE}&lang=en`);
    const byHeader = await get(desk, `/api/office/reports/payments.csv?${RANGE}`, {
      "accept-language": "en-US",
    });
    for (const response of [byQuery, byHeader]) {
      expect(response.headers["content-disposition"]).toContain(
        "payments-and-refunds-2026-11-20-2026-11-22.csv",
      );
      const [header, , , , , change, refund] = response.body.slice(1).split("\r\n");
      expect(header).toMatch(/^Date and time,Movement,Visit code,Buyer,/);
      expect(change).toContain(",Date change difference,");
      expect(refund).toContain(",Refund,");
    }
    expect(byQuery.body).toContain(
      `${codes.C},Carla Ruiz,carla@example.com,Camping,2026-12-05,2026-12-06,3,Cash at OXXO,MXN,500,1,500,,93000123,`,
    );
  });

  it("refuses a reversed range or one over a year", async () => {
    const reversed = await get(desk, "/api/office/reports/payments.csv?from=2026-11-22&to=2026-11-20");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ error: "validation_error", fields: [{ path: "to" }] });
    expect(
      (await get(desk, "/api/office/reports/payments.csv?from=2025-11-01&to=2026-11-02")).statusCode,
    ).toBe(400);
  });

  it("is the desk's (admin too), not the gate's nor HR's", async () => {
    await expectStaffOnly(t.app, { method: "GET", url: `/api/office/reports/payments.csv?${RANGE}` }, [
      "front_desk",
    ]);
  });
});

describe("GET /api/office/reports/payments.xlsx", () => {
  it("is a workbook with the same lines: times as dates, amounts as numbers", async () => {
    const response = await get(desk, `/api/office/reports/payments.xlsx?${RANGE}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toContain(
      "payments-and-refunds-2026-11-20-2026-11-22.xlsx",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Payments and refunds");
    if (!sheet) throw new Error("no sheet");
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(1).getCell(1).value).toBe("Date and time");
    const b = sheet.getRow(3);
    expect(b.getCell(1).value).toEqual(new Date("2026-11-20T23:30:00Z"));
    expect(b.getCell(1).numFmt).toBe("yyyy-mm-dd hh:mm");
    expect([b.getCell(3).value, b.getCell(4).value, b.getCell(11).value]).toEqual([
      codes.B,
      "@Bruno Díaz, Jr.",
      "USD",
    ]);
    expect([b.getCell(12).value, b.getCell(13).value, b.getCell(14).value]).toEqual([100, 18, 1800]);
    expect(b.getCell(14).numFmt).toBe("#,##0.00");
    const refund = sheet.getRow(7);
    expect([
      refund.getCell(2).value,
      refund.getCell(12).value,
      refund.getCell(14).value,
      refund.getCell(17).value,
    ]).toEqual(["Refund", -50, -900, "Desk One"]);
    let pesos = 0;
    for (let row = 2; row <= 7; row++) pesos += Number(sheet.getRow(row).getCell(14).value);
    expect(pesos).toBe(3300);
  });

  it("is the desk's (admin too), not the gate's nor HR's", async () => {
    await expectStaffOnly(t.app, { method: "GET", url: `/api/office/reports/payments.xlsx?${RANGE}` }, [
      "front_desk",
    ]);
  });
});

describe("GET /api/office/reports/occupancy", () => {
  it("counts each night's units per kind, as the dashboard does", async () => {
    const response = await get(desk, "/api/office/reports/occupancy?from=2026-11-22&to=2026-11-24");
    expect(response.statusCode).toBe(200);
    const body = response.json<OccupancyReportDto>();
    expect(body.nights.map((n) => [n.night, n.total])).toEqual([
      ["2026-11-22", { units: 37, sold: 1, held: 0, blocked: 0, free: 36 }],
      ["2026-11-23", { units: 37, sold: 1, held: 0, blocked: 1, free: 35 }],
      ["2026-11-24", { units: 37, sold: 0, held: 0, blocked: 0, free: 37 }],
    ]);
    expect(body.nights[1]!.kinds[0]).toEqual({
      kind: "CABIN",
      units: 19,
      sold: 1,
      held: 0,
      blocked: 1,
      free: 17,
    });
  });

  it("is the desk's (admin too), not the gate's nor HR's", async () => {
    await expectStaffOnly(
      t.app,
      { method: "GET", url: "/api/office/reports/occupancy?from=2026-11-22&to=2026-11-24" },
      ["front_desk"],
    );
  });
});

describe("GET /api/office/reports/activity-manifest", () => {
  it("lists who is booked on the slot with the counts and the safety notes, in the staff member's language", async () => {
    const es = (
      await get(desk, `/api/office/reports/activity-manifest?date=2026-11-22&scheduleId=${noonCanopy}`)
    ).json<ManifestDto>();
    expect(es).toMatchObject({
      date: "2026-11-22",
      type: "CANOPY_TOUR",
      startHour: "12:00",
      units: 12,
      sold: 3,
      held: 0,
      left: 9,
      totals: { bookings: 1, quantity: 3 },
    });
    expect(es.bookings).toEqual([
      {
        code: codes.V1,
        holder: "Valeria Uno",
        quantity: 3,
        hours: 1,
        startHour: "12:00",
        visitPersons: 4,
        checkedIn: true,
      },
    ]);
    expect(es.safetyNotes).toContain("Estatura mínima 1.40 m");
    const en = (
      await get(desk, `/api/office/reports/activity-manifest?date=2026-11-22&scheduleId=${noonCanopy}`, {
        "accept-language": "en",
      })
    ).json<ManifestDto>();
    expect(en.safetyNotes).toContain("Minimum height 1.40 m");
    expect(en.activity).not.toBe(es.activity);
  });

  it("lists an ATV rental on every slot it takes, from the hour it starts", async () => {
    const atv = (
      await get(desk, `/api/office/reports/activity-manifest?date=2026-11-22&scheduleId=${atvAt11}&lang=en`)
    ).json<ManifestDto>();
    expect(atv.bookings).toEqual([
      {
        code: codes.V1,
        holder: "Valeria Uno",
        quantity: 2,
        hours: 2,
        startHour: "10:00",
        visitPersons: 4,
        checkedIn: true,
      },
    ]);
    expect(atv.safetyNotes).toContain("18 or older");
  });

  it("answers 404 for a slot that does not exist", async () => {
    expect(
      (await get(desk, "/api/office/reports/activity-manifest?date=2026-11-22&scheduleId=99999")).statusCode,
    ).toBe(404);
  });

  it("is the desk's (admin too), not the gate's nor HR's", async () => {
    await expectStaffOnly(
      t.app,
      {
        method: "GET",
        url: `/api/office/reports/activity-manifest?date=2026-11-22&scheduleId=${noonCanopy}`,
      },
      ["front_desk"],
    );
  });
});

describe("GET /api/office/reports/arrivals", () => {
  it("lists today's arrivals per arrival time, not the visits already staying", async () => {
    const response = await get(gate, "/api/office/reports/arrivals");
    expect(response.statusCode).toBe(200);
    const body = response.json<ArrivalsListDto>();
    expect(body.date).toBe("2026-11-22");
    const [day, night] = body.times;
    expect(day).toMatchObject({ arrivalTime: "DAY", visits: 1, persons: 4, checkedIn: 1 });
    expect(day!.list[0]).toMatchObject({
      code: codes.V1,
      holder: "Valeria Uno",
      checkIn: { by: "Gate One" },
    });
    expect(night).toMatchObject({ arrivalTime: "NIGHT", visits: 1, persons: 5, checkedIn: 0 });
    expect(night!.list[0]).toMatchObject({ code: codes.V3, units: ["C1"] });
  });

  it("is the gate's and the desk's (admin too), not HR's", async () => {
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/reports/arrivals?date=2026-11-22" }, [
      "gate",
      "front_desk",
    ]);
  });
});
