import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { handleError } from "../src/http/error-handler.ts";
import { createQuote } from "./helpers/ecommerce-test-app.ts";
import { firstJobApplication, seededVacancies, solvedCaptcha } from "./helpers/job-application-calls.ts";
import { t, usePaymentFile } from "./helpers/payment-file.ts";
import { CONTACT, pay, paymentBody, sandboxIntents } from "./helpers/payment-test-app.ts";

usePaymentFile();

/*
 * Issue 31 item 2: no byte sequence gives a 500. A NUL, another control character or half a UTF-16 pair in
 * any text (JSON body, query string, path, multipart field) is refused with 400 naming the field, in the
 * request's language; a value PostgreSQL itself refuses (class 22) is a 400 too.
 */

type Refusal = { error: string; message: string; fields?: { path: string; message: string }[] };

function expectRefused(status: number, body: Refusal, path: string, language: "es" | "en" = "es") {
  expect(status).toBe(400);
  const text =
    language === "es"
      ? "El texto contiene caracteres no permitidos"
      : "The text contains characters that are not allowed";
  expect(body).toEqual({
    error: "validation_error",
    message: `${path}: ${text}`,
    fields: [{ path, message: text }],
  });
}

describe("text that is not text", { timeout: 120_000 }, () => {
  it("in the payment's contact: 400 naming the field, nothing charged", async () => {
    const quote = await createQuote(t.app, {
      arrivalDate: "2026-12-10",
      departureDate: "2026-12-11",
      numberOfPersons: 2,
      arrivalTime: "DAY",
      stayType: "CAMPING_PASS",
    });
    const withNul = paymentBody(quote, { contact: { ...CONTACT, name: "ana\u0000maría" } });
    const nul = await pay(t.app, withNul);
    expectRefused(nul.status, nul.body, "contact.name");
    const bell = await pay(t.app, paymentBody(quote, { contact: { ...CONTACT, city: "Ense\u0007nada" } }), {
      language: "en",
    });
    expectRefused(bell.status, bell.body, "contact.city", "en");
    expect(sandboxIntents(t, quote.id)).toEqual([]);
    // The same payment with text in its fields goes through.
    expect((await pay(t.app, paymentBody(quote))).status).toBe(200);
  });

  it("in a feedback, as a lone surrogate or a NUL in a key: 400 naming the field", async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/ecommerce/feedbacks",
        headers: { "content-type": "application/json" },
        payload,
      });
    const surrogate = await send(
      '{"name":"Ana","email":"ana@example.com","subject":2,"message":"hola \\ud800"}',
    );
    expectRefused(surrogate.statusCode, surrogate.json(), "message");
    const key = await send(
      '{"name":"Ana","email":"ana@example.com","subject":2,"message":"hola","x\\u0000":1}',
    );
    expectRefused(key.statusCode, key.json(), "x\u0000");
    // A pair of surrogates is one character (an emoji), tabs and line breaks are text.
    const fine = await send(
      JSON.stringify({ name: "Ana", email: "ana@example.com", subject: 2, message: "hola 🏕️\r\n\tadiós" }),
    );
    expect(fine.statusCode).toBe(201);
  });

  it("in a query string and a path: 400 naming the parameter", async () => {
    const query = await t.app.inject("/api/ecommerce/entries?visitCode=AB%00CD");
    expect(query.statusCode).toBe(400);
    expectRefused(query.statusCode, query.json(), "visitCode");
    const path = await t.app.inject("/api/ecommerce/payment/quotes/code/AB%00CD");
    expectRefused(path.statusCode, path.json(), "code");
  });

  it("in a multipart field of the job application's documents: 400 naming the field", async () => {
    const { driver } = await seededVacancies(t.app);
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/core/job-application",
      remoteAddress: "10.31.2.1",
      headers: { "x-altcha-payload": await solvedCaptcha(t.app, "10.31.2.1") },
      payload: firstJobApplication(driver),
    });
    expect(applied.statusCode).toBe(201);
    const { id, uploadToken } = applied.json<{ id: string; uploadToken: string }>();
    const boundary = "----parkTextBoundary";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="identificationType"\r\n\r\nINE\u0000\r\n` +
      `--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: "POST",
      url: `/api/core/job-application/${id}/files`,
      remoteAddress: "10.31.2.2",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${uploadToken}`,
      },
      payload: Buffer.from(body),
    });
    expectRefused(response.statusCode, response.json(), "identificationType");
  });
});

describe("a value PostgreSQL refuses", () => {
  it("is a 400 in the error format, not a 500", async () => {
    // The one error handler, given what the database answers for text it cannot read as a number (22P02).
    const refused = await t.db.execute("select 'x'::integer").catch((err: unknown) => err);
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.get("/", async () => {
      throw refused;
    });
    const response = await app.inject({ url: "/", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "bad_request", message: "The request is not valid" });
    await app.close();
  });
});
