import Fastify from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { AppError } from "../src/http/app-error.ts";
import { handleError } from "../src/http/error-handler.ts";
import { languageOf } from "../src/http/language.ts";
import { validatorCompiler } from "../src/http/zod-validator.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

describe("languageOf", () => {
  it.each([
    [undefined, "es"],
    ["", "es"],
    ["en", "en"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["fr-FR,fr;q=0.9", "es"],
    ["fr-FR,en;q=0.5", "en"],
    ["es;q=0.2,en;q=0.9", "en"],
    ["en;q=0,es", "es"],
    ["EN-gb", "en"],
    ["*", "es"],
  ])("%s -> %s", (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});

describe("the error handler", () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.get("/boom", () => {
    throw new Error("connection to db://admin:hunter2 failed");
  });
  app.get(
    "/bad-answer",
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    () => ({ n: "x" }) as never,
  );
  app.post(
    "/echo",
    { schema: { body: z.object({ name: z.string().check(z.maxLength(5)) }) } },
    (request) => request.body,
  );
  app.post(
    "/persons",
    { schema: { body: z.object({ persons: z.int().check(z.lte(5, { message: "persons_out_of_range" })) }) } },
    (request) => request.body,
  );
  app.get("/taken", () => {
    throw new AppError(409, "can_not_save_reservation", { unavailable: ["C3"] });
  });
  app.get("/unpriced", () => {
    throw new AppError(400, "no_price", { dates: ["2027-01-12", "2027-01-13"] });
  });

  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it("hides the details of an unexpected failure behind a 500 in the visitor's language", async () => {
    const es = await app.inject("/boom");
    expect(es.statusCode).toBe(500);
    expect(es.json()).toEqual({ error: "internal_error", message: "Ocurrió un error, inténtelo nuevamente" });
    const en = await app.inject({ url: "/boom", headers: { "accept-language": "en" } });
    expect(en.json()).toEqual({ error: "internal_error", message: "Something went wrong, please try again" });
    expect(en.body).not.toContain("hunter2");
  });

  it("treats an answer that breaks its own schema as a 500, without leaking it", async () => {
    const response = await app.inject("/bad-answer");
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toBe("internal_error");
  });

  it("lists invalid body fields with messages", async () => {
    const response = await app.inject({ method: "POST", url: "/echo", payload: { name: "too long" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "validation_error",
      message: "name: El texto es demasiado largo",
      fields: [{ path: "name", message: "El texto es demasiado largo" }],
    });
  });

  it("names the body when the body itself is missing", async () => {
    const response = await app.inject({ method: "POST", url: "/echo", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: "body", message: "This is a required field" }]);
  });

  it("answers a field with the domain's message for its key", async () => {
    const response = await app.inject({ method: "POST", url: "/persons", payload: { persons: 9 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: "persons", message: "El número de personas debe estar entre 0 y 99." },
    ]);
  });

  it("answers an expected failure with its code, status and the details it carries", async () => {
    const taken = await app.inject("/taken");
    expect(taken.statusCode).toBe(409);
    // 000 §8: "Some of the lodgings is not available" / "Alguno de los hospedajes no está disponible".
    expect(taken.json()).toEqual({
      error: "can_not_save_reservation",
      message: "Alguno de los hospedajes no está disponible",
      unavailable: ["C3"],
    });
    const unpriced = await app.inject({ url: "/unpriced", headers: { "accept-language": "en" } });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json()).toEqual({
      error: "no_price",
      message: "There are no prices for these dates: 2027-01-12, 2027-01-13. Please choose other dates.",
      dates: ["2027-01-12", "2027-01-13"],
    });
  });

  it("answers malformed JSON and unknown content types with 4xx, never 500", async () => {
    const broken = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: "bad_request", message: "La solicitud no es válida" });
    const xml = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe("unsupported_media_type");
  });
});

describe("bad input never gives a 500", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const NASTY = [
    "",
    " ",
    "%00",
    "%ff%fe",
    "null",
    "undefined",
    "-1",
    "1e309",
    "NaN",
    "0000-00-00",
    "9999-12-31",
    "2026-11-22%27%3B%20drop%20table%20price_calendar%3B--",
    "%E2%80%AE2026-11-22",
    "x".repeat(3000),
    "__proto__",
    "constructor",
  ];
  const TEMPLATES = [
    (v: string) => `/api/catalog/visit-prices?startDate=${v}&endDate=${v}`,
    (v: string) => `/api/catalog/visit-prices?startDate=2026-11-22&endDate=${v}`,
    (v: string) => `/api/catalog/visit-prices/${v}`,
    (v: string) => `/api/catalog/visit-prices/no-prices?startDate=${v}&endDate=2026-12-01`,
    (v: string) => `/api/catalog/visit-prices-per-year/${v}`,
    (v: string) => `/api/catalog/activity-prices?startDate=${v}&endDate=${v}`,
    (v: string) => `/api/catalog/activity-prices/date/${v}`,
    (v: string) => `/api/core/origin?country=${v}&state=${v}&city=${v}`,
    (v: string) => `/api/core/origin?country=US&state=CA&city=${v}`,
    (v: string) => `/auth/visitor/session?token=${v}`,
  ];

  it("answers every malformed query and path with a JSON 4xx or a 200", async () => {
    for (const template of TEMPLATES) {
      for (const value of NASTY) {
        const url = template(value);
        const response = await t.app.inject({ url, headers: { authorization: `Bearer ${value}` } });
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().error, url).toEqual(expect.any(String));
      }
    }
    const repeated = await t.app.inject("/api/catalog/visit-prices?startDate[a]=1&endDate[]=2");
    expect(repeated.statusCode).toBe(400);
  });

  it("answers broken and oversized bodies with 4xx", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/auth/visitor",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(broken.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: "POST",
      url: "/auth/visitor",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({ x: "y".repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: "payload_too_large", message: "The request is too large" });
  });
});
