import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { describe, expect, it } from "vitest";
import { visitCodeQrPng } from "../src/infra/qr/visit-code-qr.ts";
import {
  confirmationMessage,
  QR_CID,
} from "../src/modules/ecommerce/confirmation-mail/confirmation-message.ts";
import { ids, t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import { createQuote, hold, send, soldWithoutCharge } from "./helpers/ecommerce-test-app.ts";

useEcommerceFile();

/** A paid cabin C3 for 4 persons, Tuesday 24 to Thursday 26 November 2026, made in `language`. */
async function paidCabin(language: "es" | "en"): Promise<QuoteDto> {
  const quote = await createQuote(
    t.app,
    {
      arrivalDate: "2026-11-24",
      departureDate: "2026-11-26",
      numberOfPersons: 4,
      arrivalTime: "DAY",
      stayType: "CABIN",
    },
    language,
  );
  await hold(t.app, token, quote.id, [ids.C3!]);
  return soldWithoutCharge(t, quote.id);
}

async function message(quote: QuoteDto): Promise<Mail.Options> {
  const summary = await send<{ fileName: string; base64: string }>(
    t.app,
    "GET",
    `/api/ecommerce/quotes/${quote.id}/summary`,
  );
  return confirmationMessage(quote, {
    from: "Ensenada Park <reservaciones@park.test>",
    to: "ana@example.com",
    messageId: "<outbox-1@park.test>",
    qrPng: await visitCodeQrPng(quote.code),
    siteOrigin: "https://parque.example.com",
    summary: { fileName: summary.body.fileName, content: Buffer.from(summary.body.base64, "base64") },
  });
}

const USD_PAYMENT = {
  method: "card",
  currency: "USD",
  exchangeRate: 17.5,
  amount: 226.29,
  cardBrand: "visa",
  last4: "4242",
  paidAt: "2026-11-22T18:00:00.000Z",
} as const;

/** The message as an SMTP server receives it, compiled by nodemailer. */
async function compiled(mail: Mail.Options): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(mail);
  return info.message.toString("utf8");
}

describe("confirmation e-mail (issue 8 item 6)", () => {
  it("in Spanish: the visit, its cabin, the lines and total in the dollars paid, the QR and what to bring", async () => {
    const quote = await paidCabin("es");
    const mail = await message({ ...quote, contact: { name: "Ana" }, payment: USD_PAYMENT });

    expect(mail.subject).toBe(`Tu visita ${quote.code} está confirmada - Ensenada Park`);
    expect(mail.to).toBe("ana@example.com");
    expect(mail.text).toContain("Hola Ana:");
    expect(mail.text).toContain(`Presenta este código en la entrada del parque:\n    ${quote.code}\n`);
    expect(mail.text).toContain("- Llegada: Martes, 24 de noviembre de 2026, 7:30am - 6:00pm\n");
    expect(mail.text).toContain("- Salida: Jueves, 26 de noviembre de 2026, antes de las 12:00pm\n");
    expect(mail.text).toContain("- Visitantes: 4\n");
    expect(mail.text).toContain("Hospedaje\n- Cabaña básica: C3\n");
    // 150, 240 and 2,400 pesos at 17.50 pesos per dollar, each rounded to cents (000 §9).
    expect(mail.text).toContain(
      [
        "- Pase de día: 4 x $8.57 USD = $34.29 USD",
        "- Pase de campamento: 4 x $13.71 USD = $54.86 USD",
        "- Cabaña básica: 1 x $137.14 USD = $137.14 USD",
        "Total pagado: $226.29 USD",
        "Pagado con tarjeta Visa terminación 4242.",
        "Tipo de cambio: 17.50 pesos por dólar.",
      ].join("\n"),
    );
    // 000 §6: only the cardholder, with a photo ID and the card used, may redeem the code.
    expect(mail.text).toContain(
      "- Identificación oficial con fotografía del titular de la tarjeta.\n- La tarjeta con la que pagaste (terminación 4242).",
    );
    expect(mail.html).toContain(`<img src="cid:${QR_CID}" width="163" height="163"`);
    expect(mail.html).toContain('<html lang="es">');

    const [qr, pdf] = mail.attachments ?? [];
    expect(qr).toMatchObject({ cid: QR_CID, contentType: "image/png" });
    expect(qr?.content).toEqual(await visitCodeQrPng(quote.code));
    expect(pdf).toMatchObject({
      filename: `resumen-visita-${quote.code}.pdf`,
      contentType: "application/pdf",
    });
    const pdfBytes = pdf?.content;
    expect(Buffer.isBuffer(pdfBytes) && pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("links to the order page, directions and WhatsApp and gives the park's phone, in both languages (issue 30)", async () => {
    for (const [language, texts] of [
      [
        "es",
        {
          order: "Ver tu compra en línea",
          directions: "Cómo llegar al parque",
          whatsapp: "Escríbenos por WhatsApp",
          phone: "Teléfono del parque: (646) 123 4567",
          greeting: "Hola, tengo una pregunta sobre mi visita",
        },
      ],
      [
        "en",
        {
          order: "See your order online",
          directions: "How to get to the park",
          whatsapp: "Write to us on WhatsApp",
          phone: "Park phone: (646) 123 4567",
          greeting: "Hello, I have a question about my visit",
        },
      ],
    ] as const) {
      const quote = await paidCabin(language);
      const mail = await message(quote);
      const order = `https://parque.example.com/order/${quote.code}`;
      const whatsapp = `https://wa.me/526461234567?text=${encodeURIComponent(`${texts.greeting} ${quote.code}.`)}`;
      expect(mail.text).toContain(`- ${texts.order}: ${order}\n`);
      expect(mail.text).toContain(`- ${texts.directions}: https://parque.example.com/directions\n`);
      expect(mail.text).toContain(`- ${texts.whatsapp}: ${whatsapp}\n`);
      expect(mail.text).toContain(`- ${texts.phone}\n`);
      expect(mail.html).toContain(`<a href="${order}">${texts.order}</a>`);
      expect(mail.html).toContain(`<a href="https://parque.example.com/directions">${texts.directions}</a>`);
      expect(mail.html).toContain(`<a href="${whatsapp}">${texts.whatsapp}</a>`);
      expect(mail.html).toContain(`<a href="tel:+526461234567">${texts.phone}</a>`);
    }
  });

  it("in English, in pesos when the quote has no payment data, and escapes what it prints", async () => {
    const quote = await paidCabin("en");
    const mail = await message({ ...quote, contact: { name: "<b>Bob</b>" }, payment: null });
    expect(mail.subject).toBe(`Your visit ${quote.code} is confirmed - Ensenada Park`);
    expect(mail.text).toContain("- Day pass: 4 x $150.00 MXN = $600.00 MXN");
    expect(mail.text).toContain("Total paid: $3,960.00 MXN\n");
    expect(mail.text).toContain("- The card used for the payment.");
    expect(mail.html).toContain("<p>Hi &lt;b&gt;Bob&lt;/b&gt;,</p>");
    expect(mail.html).not.toContain("<b>Bob</b>");
  });

  it("compiles to one MIME message with the inline QR and the PDF attached", async () => {
    const quote = await paidCabin("en");
    const eml = await compiled(await message({ ...quote, contact: { name: "Ann" }, payment: USD_PAYMENT }));
    expect(eml).toContain(`Subject: Your visit ${quote.code} is confirmed - Ensenada Park`);
    expect(eml).toContain("Message-ID: <outbox-1@park.test>");
    expect(eml).toContain(`Content-ID: <${QR_CID}>`);
    expect(eml).toContain(`Content-Disposition: attachment; filename=visit-summary-${quote.code}.pdf`);
    expect(eml).toMatch(/Content-Type: multipart\/related/);
  });

  it("says the language it is written in (Content-Language), the visit's", async () => {
    for (const language of ["es", "en"] as const) {
      const eml = await compiled(await message(await paidCabin(language)));
      expect(eml).toMatch(new RegExp(`^Content-Language: ${language}\\r?$`, "m"));
    }
  });
});
