import { visitCodeQrPath } from "@park/domain/quote/visit-code.ts";
import { describe, expect, it } from "vitest";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import { campingInDecember, createQuote } from "./helpers/ecommerce-test-app.ts";
import { readSvgQr } from "./helpers/svg-qr.ts";

useEcommerceFile();

describe("GET /api/ecommerce/visit-codes/{code}/qr.svg", () => {
  it("draws the code the gate reads, 163 wide without margin, to be kept for good", async () => {
    const { code } = await createQuote(t.app, campingInDecember(10));
    const answer = await t.app.inject({ method: "GET", url: visitCodeQrPath(code) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body).toMatch(/^<svg [^>]*width="163" height="163"/);
    expect(readSvgQr(answer.body)).toBe(code);
  });

  it("reads a code typed in lower case as the code itself", async () => {
    const { code } = await createQuote(t.app, campingInDecember(10));
    const answer = await t.app.inject({ method: "GET", url: visitCodeQrPath(code.toLowerCase()) });
    expect(answer.statusCode).toBe(200);
    expect(readSvgQr(answer.body)).toBe(code);
  });

  it("answers 404 quote_not_found, never to be kept, for a text that is no visit code", async () => {
    for (const text of ["ABC", "ABCDEFGHIO", "<script>alert(1)</script>"]) {
      const answer = await t.app.inject({ method: "GET", url: visitCodeQrPath(text) });
      expect(answer.statusCode, text).toBe(404);
      expect(answer.json(), text).toMatchObject({ error: "quote_not_found" });
      expect(String(answer.headers["cache-control"]), text).not.toContain("immutable");
    }
  });
});
