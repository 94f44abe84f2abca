import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { Config } from "../src/config.ts";
import type { DatabaseHandle } from "../src/db/database.ts";
import { createQuote, visitorToken } from "./helpers/ecommerce-test-app.ts";
import { firstJobApplication, seededVacancies, solvedCaptcha } from "./helpers/job-application-calls.ts";
import { CONTACT, pay, paymentBody } from "./helpers/payment-test-app.ts";
import { testConfig } from "./helpers/test-app.ts";
import { createTestDatabase, type TestDatabase } from "./helpers/test-database.ts";

/*
 * Issue 31 item 3: the log of a failing payment and of a failing job application holds codes, ids and
 * timings, never the visitor's or applicant's e-mail, phone or name, whatever failed. The database is made
 * to fail on their rows with an error that quotes them, as PostgreSQL's own errors quote values.
 */

let config: Config;
let database: TestDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  config = testConfig({ LOG_LEVEL: "info" });
  database = await createTestDatabase();
  handle = await database.open();
  app = await buildApp(config, { database: handle, logStream: { write: (line) => lines.push(line) } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  await handle.db.execute(sql`
    create function refuse_personal_row() returns trigger language plpgsql as $$
    begin
      raise exception 'cannot keep % % %', new.email, new.phone_number, new.lastname
        using detail = 'row of ' || new.email;
    end $$`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(config.dataDir, { recursive: true, force: true });
});

/** What a log written while `work` ran holds. */
async function logOf(work: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await work();
  return lines.slice(from).join("");
}

function expectNothingPersonal(log: string, values: string[]): void {
  // The log is not empty: the failure is there, by its code.
  expect(log).toContain("request failed");
  for (const value of values) expect(log.toLowerCase()).not.toContain(value.toLowerCase());
}

describe("the log of a failing call", { timeout: 120_000 }, () => {
  it("of a payment holds no e-mail, phone or name of the visitor, nor the visitor's token", async () => {
    await handle.db.execute(sql`
      create trigger refuse_contacts before insert or update on quote_contacts
      for each row execute function refuse_personal_row()`);
    const token = await visitorToken(app);
    const quote = await createQuote(app, {
      arrivalDate: "2026-12-10",
      departureDate: "2026-12-11",
      numberOfPersons: 2,
      arrivalTime: "DAY",
      stayType: "CAMPING_PASS",
    });
    const log = await logOf(async () => {
      const failed = await pay(app, paymentBody(quote, { cardOwner: "Ana María López" }), { token });
      expect(failed.status).toBe(500);
      // A look-up carrying the e-mail in its query string: the query is not logged either.
      await app.inject(`/api/ecommerce/payment/quotes/code/${quote.code}?email=${CONTACT.email}`);
    });
    expectNothingPersonal(log, [CONTACT.email, CONTACT.phoneNumber, "López", "lopez", "Ana María", token]);
  });

  it("of a job application holds no e-mail, phone or name of the applicant", async () => {
    await handle.db.execute(sql`
      create trigger refuse_applications before insert on job_applications
      for each row execute function refuse_personal_row()`);
    const { driver } = await seededVacancies(app);
    const application = firstJobApplication(driver, {
      applicantFatherLastname: "Pérez Quintero",
      email: "maria.quintero@example.com",
      phoneNumber: "(646) 987-6543",
    });
    const log = await logOf(async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/core/job-application",
        remoteAddress: "10.31.3.1",
        headers: { "x-altcha-payload": await solvedCaptcha(app, "10.31.3.1") },
        payload: application,
      });
      expect(response.statusCode).toBe(500);
    });
    expectNothingPersonal(log, [
      "maria.quintero@example.com",
      "987-6543",
      "6469876543",
      "Quintero",
      "María Luisa",
      "Calle 1 #23",
    ]);
  });
});
