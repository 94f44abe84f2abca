import { describe, expect, it } from "vitest";
import {
  activityDatesQuerySchema,
  activityScheduleAnswerSchema,
  activityScheduleQuerySchema,
  visitActivityUpdateAnswerSchema,
  visitActivityUpdateBodySchema,
} from "../../src/activities/activity-schemas.ts";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";

const QUOTE_ID = "0b8f6a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("schedule query (000 §7 date, type, quantity, hours, validation=ECOMMERCE)", () => {
  const query = { date: "2027-07-09", type: "ATV", quantity: "2", hours: "3", validation: "ECOMMERCE" };

  it("reads the query strings as numbers", () => {
    expect(activityScheduleQuerySchema.parse(query)).toEqual({ ...query, quantity: 2, hours: 3 });
    const { hours: _, ...withoutHours } = query;
    expect(activityScheduleQuerySchema.parse({ ...withoutHours, type: "CANOPY_TOUR" }).hours).toBeUndefined();
  });

  it("refuses an unknown activity, another validation and a bad date", () => {
    expect(issues(activityScheduleQuerySchema.safeParse({ ...query, type: "BUNGEE" }))).toEqual([
      "type: unknown_activity_type",
    ]);
    expect(activityScheduleQuerySchema.safeParse({ ...query, validation: "BACKOFFICE" }).success).toBe(false);
    expect(issues(activityScheduleQuerySchema.safeParse({ ...query, date: "2027-02-30" }))).toEqual([
      "date: invalid_date",
    ]);
  });

  it("refuses ATV hours outside 1 to 10 and fractions", () => {
    for (const hours of ["0", "11", "1.5", "x"]) {
      expect(issues(activityScheduleQuerySchema.safeParse({ ...query, hours }))).toEqual([
        "hours: hours_out_of_range",
      ]);
    }
    expect(activityScheduleQuerySchema.safeParse({ ...query, hours: "10" }).success).toBe(true);
  });

  it("keeps each activity's counter limit: horseback 12, night canopy 50, the others 99", () => {
    const at = (type: string, quantity: number) =>
      activityScheduleQuerySchema.safeParse({ ...query, type, quantity: String(quantity) }).success;
    expect([at("HORSEBACK_RIDING", 12), at("HORSEBACK_RIDING", 13)]).toEqual([true, false]);
    expect([at("CANOPY_TOUR_NIGHT", 50), at("CANOPY_TOUR_NIGHT", 51)]).toEqual([true, false]);
    expect([at("CANOPY_TOUR", 99), at("CANOPY_TOUR", 100), at("ATV", 99), at("ATV", -1)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(
      issues(activityScheduleQuerySchema.safeParse({ ...query, type: "HORSEBACK_RIDING", quantity: "13" })),
    ).toEqual(["quantity: quantity_over_limit"]);
  });

  it("answers slots with id, startHour, available and availableUnits", () => {
    const answer = [{ id: "7", startHour: "10:00", available: true, availableUnits: 4 }];
    expect(activityScheduleAnswerSchema.parse(answer)).toEqual(answer);
  });
});

describe("activity update body (000 §7 PUT /api/ecommerce/visit-activities)", () => {
  const body = {
    visitActivityScheduleId: 12,
    quoteId: QUOTE_ID,
    quantity: 2,
    hours: 2,
    visitDate: "2027-07-09",
    price: 1,
  };

  it("keeps the call's fields, ids as strings, and drops the browser's price", () => {
    expect(visitActivityUpdateBodySchema.parse(body)).toEqual({
      visitActivityScheduleId: "12",
      quoteId: QUOTE_ID,
      quantity: 2,
      hours: 2,
      visitDate: "2027-07-09",
    });
  });

  it("accepts quantity 0 (removes the booking) and no hours", () => {
    expect(visitActivityUpdateBodySchema.parse({ ...body, quantity: 0, hours: null }).quantity).toBe(0);
    const { hours: _, ...noHours } = body;
    expect(visitActivityUpdateBodySchema.safeParse(noHours).success).toBe(true);
  });

  it("refuses bad input with the activity's message keys", () => {
    expect(issues(visitActivityUpdateBodySchema.safeParse({ ...body, hours: 11 }))).toEqual([
      "hours: hours_out_of_range",
    ]);
    expect(issues(visitActivityUpdateBodySchema.safeParse({ ...body, quantity: 100 }))).toEqual([
      "quantity: quantity_over_limit",
    ]);
    expect(issues(visitActivityUpdateBodySchema.safeParse({ ...body, quantity: 1.5 }))).toEqual([
      "quantity: quantity_over_limit",
    ]);
    expect(
      issues(visitActivityUpdateBodySchema.safeParse({ ...body, visitActivityScheduleId: "1;drop" })),
    ).toEqual(["visitActivityScheduleId: invalid_id"]);
    expect(issues(visitActivityUpdateBodySchema.safeParse({ ...body, quoteId: "40" }))).toEqual([
      "quoteId: invalid_id",
    ]);
  });

  it("answers the quote's products and reservations", () => {
    const answer = {
      products: { ...EMPTY_PRODUCTS, atvs: 2, atvHours: 2 },
      visitActivityReservations: [
        {
          quantity: 2,
          borrowedUnits: 2,
          hours: 2,
          visitDate: "2027-07-09",
          activityPrice: 1350,
          visitActivitySchedule: { id: "12", order: 1, startHour: "10:00", visitActivity: { type: "ATV" } },
          available: true,
          availableUnits: 6,
        },
      ],
    };
    expect(visitActivityUpdateAnswerSchema.parse(answer)).toEqual(answer);
  });
});

describe("available dates query (000 §7 arrivalDate, departureDate)", () => {
  it("needs two dates in order", () => {
    expect(
      activityDatesQuerySchema.safeParse({ arrivalDate: "2027-07-09", departureDate: "2027-07-09" }).success,
    ).toBe(true);
    expect(
      issues(activityDatesQuerySchema.safeParse({ arrivalDate: "2027-07-09", departureDate: "2027-07-08" })),
    ).toEqual(["departureDate: date_outside_visit"]);
    expect(
      issues(activityDatesQuerySchema.safeParse({ arrivalDate: "2027-07-09", departureDate: "2029-07-10" })),
    ).toEqual(["departureDate: range_too_long"]);
  });
});
