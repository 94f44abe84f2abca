import { Readable } from "node:stream";
import type { Language } from "@park/domain/constants.ts";
import type { MovementRow } from "@park/domain/office-reports/money-movements.ts";
import {
  arrivalsListDtoSchema,
  arrivalsQuerySchema,
  manifestDtoSchema,
  manifestQuerySchema,
  occupancyReportDtoSchema,
  type ReportRangeQuery,
  reportRangeQuerySchema,
} from "@park/domain/office-reports/report-dto.ts";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { attachment } from "../../../http/attachment.ts";
import { languageOf } from "../../../http/language.ts";
import { noStore } from "../../../http/no-store.ts";
import { pickErrors, staffErrors } from "../../../http/route-schemas.ts";
import { movementWording } from "./movement-lines.ts";
import { movementsCsv } from "./movements-csv.ts";
import { movementsXlsx } from "./movements-xlsx.ts";
import type { ReportsService } from "./service.ts";

const refusals = { ...staffErrors, ...pickErrors(400, 500) };

/** The language asked by ?lang=, else the request's Accept-Language (es by default). */
function languageAsked(request: FastifyRequest, lang: Language | undefined): Language {
  return lang ?? languageOf(request.headers["accept-language"]);
}

/** The pages, counted as they pass, and a log line with the count and the time once they ended. */
async function* logged(
  pages: AsyncIterable<MovementRow[]>,
  log: FastifyBaseLogger,
  format: string,
): AsyncGenerator<MovementRow[]> {
  const started = performance.now();
  let rows = 0;
  for await (const page of pages) {
    rows += page.length;
    yield page;
  }
  log.info(
    { report: "payments", format, rows, ms: Math.round(performance.now() - started) },
    "report_exported",
  );
}

const exportDescription =
  "Every movement of money of the park days `from` to `to` (America/Tijuana, both included, at most a year), " +
  "in the order it happened: orders paid (by when the money came), date-change differences paid, and refunds " +
  "made (negative), each with the visit, buyer, method, currency, amount in that currency, exchange rate and " +
  "amount in pesos; the pesos column adds up to the range's net. Read from the database a page at a time " +
  "while it is sent. Texts in `lang` (else Accept-Language). Staff only: front_desk or admin.";

/** The reports (issue 36 item 2): money and occupancy for the desk, manifests for the guides, arrivals for the gate. */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.addHook("onSend", noStore);
  const frontDesk = app.requireStaff("front_desk");

  app.get(
    "/api/office/reports/payments.csv",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "Payments and refunds of a date range, as CSV (front desk)",
        description: `${exportDescription} UTF-8 with a byte order mark, CRLF lines; a text that starts like a formula is written as text.`,
        querystring: reportRangeQuerySchema,
        response: { 200: z.any().check(z.describe("text/csv, as an attachment")), ...refusals },
      },
    },
    async (request, reply) => {
      const language = languageAsked(request, request.query.lang);
      const pages = logged(service.movements(request.query), request.log, "csv");
      const name = `${movementWording(language).file}-${request.query.from}-${request.query.to}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachment(name))
        .send(Readable.from(movementsCsv(pages, language)));
    },
  );

  app.get(
    "/api/office/reports/payments.xlsx",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "Payments and refunds of a date range, as an Excel workbook (front desk)",
        description: `${exportDescription} One sheet, its header row frozen; times as dates, amounts as numbers.`,
        querystring: reportRangeQuerySchema,
        response: { 200: z.any().check(z.describe("The XLSX workbook, as an attachment")), ...refusals },
      },
    },
    async (request, reply) => {
      const query: ReportRangeQuery = request.query;
      const language = languageAsked(request, query.lang);
      const pages = logged(service.movements(query), request.log, "xlsx");
      const workbook = movementsXlsx(pages, language, (outcome) => {
        if ("error" in outcome)
          request.log.error({ err: outcome.error, report: "payments" }, "report_failed");
      });
      const name = `${movementWording(language).file}-${query.from}-${query.to}.xlsx`;
      return reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", attachment(name))
        .send(workbook);
    },
  );

  app.get(
    "/api/office/reports/occupancy",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "Lodging occupancy by night (front desk)",
        description:
          "Each night `from` to `to` (at most a year): every kind's units sold, held, blocked and free, and the " +
          "37 units' total, as the dashboard's occupancy counts them. Staff only: front_desk or admin.",
        querystring: reportRangeQuerySchema,
        response: { 200: occupancyReportDtoSchema, ...refusals },
      },
    },
    (request) => service.occupancy(request.query),
  );

  app.get(
    "/api/office/reports/activity-manifest",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "The printable manifest of an activity slot (front desk, for the guides)",
        description:
          "Who bought places on the slot that day (paid bookings: code, buyer, places, hours, where the booking " +
          "starts, the visit's persons, checked in or not), its counts, and the activity's safety notes (001 §9) " +
          "in `lang` (else Accept-Language). 404 not_found for a slot that does not exist. Staff only: " +
          "front_desk or admin.",
        querystring: manifestQuerySchema,
        response: { 200: manifestDtoSchema, ...refusals, ...pickErrors(404) },
      },
    },
    (request) => service.manifest(request.query, languageAsked(request, request.query.lang)),
  );

  app.get(
    "/api/office/reports/arrivals",
    {
      onRequest: app.requireStaff("gate", "front_desk"),
      schema: {
        tags: ["office"],
        summary: "A day's arrivals list for the gate (gate, front desk)",
        description:
          "The paid visits arriving on the date (today by default), per arrival time and by code, as the gate's " +
          "screen shows them (holder, stay, persons, units, activities, vehicle plate, check-in), with each " +
          "time's visits, persons and those already checked in. Staff only: gate, front_desk or admin.",
        querystring: arrivalsQuerySchema,
        response: { 200: arrivalsListDtoSchema, ...refusals },
      },
    },
    (request) => service.arrivals(request.query.date),
  );
};
