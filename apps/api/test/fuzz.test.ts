import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CAR_ENTRY,
  createQuote,
  newVisitorToken,
  unitIds,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { firstJobApplication, seededVacancies } from "./helpers/job-application-calls.ts";
import {
  type FuzzRequest,
  type Known,
  type OpenApi,
  type Operation,
  requestFor,
} from "./helpers/openapi-arbitraries.ts";
import { buildPaymentTestApp, type PaymentTestApp, pay, paymentBody } from "./helpers/payment-test-app.ts";

/*
 * Issue 13 item 3: requests made by fast-check from the OpenAPI description the API serves, for every
 * endpoint it lists when the test runs (modules added later are fuzzed without touching this file).
 * Whatever arrives, the API answers: never a 5xx, never an unhandled rejection, and every 4xx in the
 * error format ({ error, message }).
 */
const RUNS = 10_000;
/** Every operation gets at least this many requests in a run (fast-check picks operations at random). */
const MIN_PER_OPERATION = 40;

let t: PaymentTestApp;
let spec: OpenApi;
let known: Known;
let tokens: string[];
/** Bodies the API accepted, by "METHOD path" as the description names it, for mutations. */
let seeds: Record<string, unknown[]>;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on("unhandledRejection", onRejection);
  t = await buildPaymentTestApp();
  const response = await t.app.inject("/api/docs/json");
  expect(response.statusCode).toBe(200);
  spec = response.json<OpenApi>();

  // Real ids, codes and values, so generated calls often reach the code behind "not found".
  const mine = await visitorToken(t.app);
  const stranger = await newVisitorToken(t.app);
  tokens = [mine, stranger];
  const visit = (arrivalDate: string, departureDate: string, stayType: string) =>
    createQuote(t.app, { arrivalDate, departureDate, numberOfPersons: 2, arrivalTime: "DAY", stayType });
  const open: QuoteDto = await visit("2026-12-10", "2026-12-12", "CABIN");
  const camping: QuoteDto = await visit("2026-12-11", "2026-12-12", "CAMPING_PASS");
  const paid: QuoteDto = await visit("2026-12-12", "2026-12-13", "CAMPING_PASS");
  expect((await pay(t.app, paymentBody(paid))).status).toBe(200);
  const units = Object.values(await unitIds(t)).slice(0, 5);
  seeds = {
    "post /api/ecommerce/payment/": [
      paymentBody(open),
      paymentBody(camping, { paymentMethodId: "pm_card_chargeDeclined" }),
    ],
    "post /api/ecommerce/quotes/": [
      {
        visit: {
          arrivalDate: "2026-12-10",
          departureDate: "2026-12-12",
          numberOfPersons: 2,
          arrivalTime: "DAY",
          stayType: "CABIN",
        },
      },
    ],
    "put /api/ecommerce/quotes/{id}": [open, camping],
    "put /api/ecommerce/visit-activities": [
      { visitActivityScheduleId: "1", quoteId: camping.id, quantity: 1, visitDate: "2026-12-11" },
    ],
    "put /api/ecommerce/reservations/": [{ quoteId: open.id, stayIds: units.slice(0, 1) }],
    // Issue 31 item 2: the forms whose texts reached the database with a NUL in them.
    "post /api/ecommerce/feedbacks": [
      { name: "Ana María", email: "ana@example.com", subject: 2, message: "¿Tienen cabañas?\nGracias" },
    ],
    "post /api/ecommerce/entry": [
      {
        properties: CAR_ENTRY,
      },
    ],
    "post /api/core/job-application": [firstJobApplication((await seededVacancies(t.app)).driver)],
  };
  known = {
    dates: ["2026-11-22", "2026-11-23", "2026-12-10", "2026-12-11", "2026-12-24", "2027-01-11", "2027-03-01"],
    ids: [open.id, camping.id, paid.id, ...units, "1", "12"],
    codes: [open.code, paid.code, paid.code.toLowerCase(), "ABCD1234"],
    words: [
      "2026",
      "CABIN",
      "TIPI",
      "CAMPING_PASS",
      "DAY_PASS",
      "DAY",
      "NIGHT",
      "MXN",
      "USD",
      "MX",
      "US",
      "BCN",
      "pm_card_visa",
      "pm_card_chargeDeclined",
      "pm_card_authenticationRequired",
      "es",
      "en",
      "Ana María",
      "ana@example.com",
    ],
  };
}, 120_000);

afterAll(async () => {
  process.off("unhandledRejection", onRejection);
  await t?.close();
});

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url} ${JSON.stringify(r.headers)} ${r.payload?.toString().slice(0, 500) ?? ""}`;

describe("every endpoint of the OpenAPI description, fuzzed", () => {
  it(`answers ${RUNS} generated requests without a 5xx, and every 4xx in the error format`, {
    timeout: 240_000,
  }, async () => {
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
        method,
        path,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const counts = new Map<string, number>();
    const arbitrary = fc.oneof(
      ...operations.map(({ method, path, operation }) =>
        requestFor(method, path, operation, spec, known, tokens, seeds[`${method} ${path}`]),
      ),
    );

    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        const key = `${request.method} ${request.path}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const response = await t.app.inject({
          method: request.method as "GET",
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: request.remoteAddress,
        });
        const what = `${response.statusCode} for ${describeRequest(request)}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.headers["content-type"], what).toMatch(/^application\/json/);
          expect(response.json(), what).toMatchObject({
            error: expect.any(String),
            message: expect.any(String),
          });
          expect(response.json<{ message: string }>().message.length, what).toBeGreaterThan(0);
        }
      }),
      // The first failure is reported as found: shrinking 10,000 stateful calls would outlast the budget.
      // FUZZ_SEED replays a failure's run (its seed is printed with the counterexample).
      {
        numRuns: RUNS,
        endOnFailure: true,
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );

    const starved = operations
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .filter((key) => (counts.get(key) ?? 0) < MIN_PER_OPERATION);
    expect(starved).toEqual([]);
    expect(rejections).toEqual([]);
  });
});
