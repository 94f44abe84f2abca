import { randomUUID } from "node:crypto";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { renderSummaryPdf } from "../src/infra/pdf/summary-pdf.ts";
import { visitSummaryDocument } from "../src/modules/ecommerce/quotes/summary-document.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  activitySlotId,
  bookActivity,
  CABIN_ON_RED_DATES,
  createQuote,
  type ErrorBody,
  hold,
  send,
  setQuoteStatus,
  unitIds,
  updateQuote,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { pdfImages, pdfPageCount, pdfTextRuns } from "./helpers/pdf-text.ts";

useEcommerceFile();

const CABIN = CABIN_ON_RED_DATES;

type SummaryFile = { fileName: string; contentType: string; base64: string };

async function summary(
  id: string,
  path = "summary",
): Promise<{ file: SummaryFile; pdf: Buffer; text: string[] }> {
  const { status, body } = await send<SummaryFile>(t.app, "GET", `/api/ecommerce/quotes/${id}/${path}`);
  expect(status).toBe(200);
  const pdf = Buffer.from(body.base64, "base64");
  return { file: body, pdf, text: pdfTextRuns(pdf) };
}

describe("GET /api/ecommerce/quotes/{id}/summary", () => {
  it("is a PDF of the visit in the quote's language", async () => {
    const quote = await createQuote(t.app, CABIN);
    const token = await visitorToken(t.app);
    const ids = await unitIds(t);
    await hold(t.app, token, quote.id, [ids.C3!]);

    const { file, pdf, text } = await summary(quote.id);
    expect(file.fileName).toBe(`resumen-visita-${quote.code}.pdf`);
    expect(file.contentType).toBe("application/pdf");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    expect(text).toEqual(
      expect.arrayContaining([
        "Ensenada Park",
        "Resumen de tu visita",
        quote.code,
        "Martes, 24 de noviembre de 2026, 7:30am - 6:00pm",
        "Jueves, 26 de noviembre de 2026, antes de las 12:00pm",
        "Pase de día",
        "4 x $150.00 MXN",
        "$600.00 MXN",
        "Pase de campamento",
        "4 x $240.00 MXN",
        "$960.00 MXN",
        "Cabaña básica",
        "1 x $2,400.00 MXN",
        "$2,400.00 MXN",
        "Total",
        "$3,960.00 MXN",
      ]),
    );
    expect(text.join("\n")).toContain("Cabaña básica: C3");
    expect(text.join("\n")).toContain("Entrada al hospedaje a partir de las 3:00pm");
  });

  it("is in English for an English quote, with the discount and the yellow-date notice", async () => {
    // Tuesday 1 to Friday 4 December: three YELLOW nights (camping 90), the third one free with 3x2.
    const quote = await createQuote(
      t.app,
      {
        ...CABIN,
        stayType: "CAMPING_PASS",
        arrivalDate: "2026-12-01",
        departureDate: "2026-12-04",
        numberOfPersons: 2,
      },
      "en",
    );
    const offered = await updateQuote(t.app, { ...quote, offer3x2: true });
    expect(offered.body.discountAmount).toBe(180);
    const { file, text } = await summary(quote.id);
    expect(file.fileName).toBe(`visit-summary-${quote.code}.pdf`);
    const all = text.join("\n");
    expect(text).toEqual(
      expect.arrayContaining([
        "Your visit summary",
        "Tuesday, December 1, 2026, 7:30am - 6:00pm",
        "Friday, December 4, 2026, before 6:00pm",
        "Day pass",
        "Camping pass",
        "Discount",
        "-$180.00 MXN",
        "Total",
      ]),
    );
    expect(all).toContain(
      "All pools and the slide are out of service on these dates: 2026-12-01, 2026-12-02, 2026-12-03.",
    );
    expect(all).not.toContain("Resumen");
  });

  it("answers 404 for an unknown quote", async () => {
    const { status, body } = await send<ErrorBody>(
      t.app,
      "GET",
      `/api/ecommerce/quotes/${randomUUID()}/summary`,
    );
    expect(status).toBe(404);
    expect(body.error).toBe("quote_not_found");
  });
});

/** What the QR codes among a PDF's images read, each image framed by a white quiet zone as printed. */
function qrTexts(pdf: Buffer): string[] {
  return pdfImages(pdf).flatMap((image) => {
    const pad = 40;
    const width = image.width + 2 * pad;
    const height = image.height + 2 * pad;
    const framed = new Uint8ClampedArray(width * height * 4).fill(255);
    for (let y = 0; y < image.height; y++) {
      const row = image.rgba.subarray(y * image.width * 4, (y + 1) * image.width * 4);
      framed.set(row, ((y + pad) * width + pad) * 4);
    }
    const found = jsQR(framed, width, height);
    return found ? [found.data] : [];
  });
}

describe("the visit summary PDF (issue 30)", () => {
  it("carries the QR of the visit code once the visit is paid", async () => {
    const quote = await createQuote(t.app, CABIN);
    expect(qrTexts((await summary(quote.id)).pdf)).toEqual([]);
    await setQuoteStatus(t, quote.id, "PAID", new Date());
    const { pdf } = await summary(quote.id);
    expect(qrTexts(pdf)).toEqual([quote.code]);
    // Its text alternative, a PDF text string in UTF-16BE (it has an accent).
    const alt = Buffer.from(
      `\uFEFFCódigo QR de la visita para la entrada: ${quote.code}`,
      "utf16le",
    ).swap16();
    expect(pdf.toString("latin1")).toContain(`/Alt (${alt.toString("latin1")})`);
  });

  it("is a tagged PDF with its language, in Spanish and in English", async () => {
    for (const [language, lang] of [
      ["es", "es-MX"],
      ["en", "en-US"],
    ] as const) {
      const quote = await createQuote(t.app, CABIN, language);
      const raw = (await summary(quote.id)).pdf.toString("latin1");
      expect(raw).toMatch(/\/MarkInfo \d+ 0 R|\/MarkInfo <<\s*\/Marked true/);
      expect(raw).toMatch(/\/Marked true/);
      expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
      expect(raw).toContain(`/Lang (${lang})`);
      for (const type of ["/S /Document", "/S /H1", "/S /Table", "/S /TH", "/S /L"])
        expect(raw).toContain(type);
    }
  });
});

describe("GET /api/ecommerce/quotes/{id}/activities/summary", () => {
  it("prints the activity lines with their requirements", async () => {
    const quote = await createQuote(t.app, CABIN);
    const booked = { quoteId: quote.id, visitDate: CABIN.arrivalDate };
    await bookActivity(t.app, {
      ...booked,
      visitActivityScheduleId: await activitySlotId(t, "CANOPY_TOUR", "12:00"),
      quantity: 2,
    });
    const { body } = await bookActivity(t.app, {
      ...booked,
      visitActivityScheduleId: await activitySlotId(t, "HORSEBACK_RIDING", "12:00"),
      quantity: 1,
    });
    const canopy = body.items.find((i) => i.product.key === "canopy_pass")!;
    const horse = body.items.find((i) => i.product.key === "horseback_riding_pass")!;
    const { file, pdf, text } = await summary(quote.id, "activities/summary");
    expect(file.fileName).toBe(`resumen-actividades-${quote.code}.pdf`);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const all = text.join("\n");
    expect(text).toEqual(expect.arrayContaining(["Resumen de actividades", "Canopy", "Paseo a caballo"]));
    expect(all).toContain(
      `$${(canopy.totalAmount + horse.totalAmount).toLocaleString("en-US", { minimumFractionDigits: 2 })} MXN`,
    );
    expect(all).toContain("Estatura mínima 1.40 m");
    expect(all).toContain("Peso menor a 125 kg");
    expect(all).not.toContain("Pase de día");
  });

  it("says so when the visit has no activities", async () => {
    const quote = await createQuote(t.app, CABIN, "en");
    const { text } = await summary(quote.id, "activities/summary");
    expect(text).toEqual(
      expect.arrayContaining(["Activities summary", "Your visit includes no activities."]),
    );
  });
});

describe("renderSummaryPdf", () => {
  it("writes readable text when not compressed and breaks long summaries into pages", async () => {
    const quote = await createQuote(t.app, CABIN);
    const { body } = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    const document = visitSummaryDocument(body);
    const long = {
      ...document,
      sections: [{ title: "Avisos", lines: Array.from({ length: 80 }, (_, i) => `Aviso ${i + 1}`) }],
    };
    const pdf = await renderSummaryPdf(long, { compress: false });
    expect(pdf.toString("latin1")).not.toContain("/FlateDecode");
    expect(pdfTextRuns(pdf)).toContain("Aviso 80");
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
  });
});
