import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { campingInDecember, createQuote, send } from "./helpers/ecommerce-test-app.ts";
import { readableMail } from "./helpers/mail-text.ts";
import { t, usePaymentFile } from "./helpers/payment-file.ts";
import { outboxRows, paid, pay, paymentBody } from "./helpers/payment-test-app.ts";

usePaymentFile();

/** The .eml files of the outbox folder. */
function outboxFiles(): string[] {
  try {
    return readdirSync(join(t.config.dataDir, "outbox")).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
}

/** The message's text with quoted-printable parts decoded (names and prices as the visitor reads them). */
function readable(file: string): string {
  return readableMail(readFileSync(join(t.config.dataDir, "outbox", file), "utf8"));
}

describe("the confirmation e-mail of a real payment (issue 8 item 6)", () => {
  it("a USD payment is confirmed once, in English, in the dollars charged, whatever is posted or drained again", async () => {
    const quote = await createQuote(t.app, campingInDecember(14), "en");
    const rate = (await send<{ value: number }>(t.app, "GET", "/api/core/exchange-rate")).body.value;
    const bought = await paid(t.app, quote, {
      overrides: { currency: "USD", exchangeRate: rate },
      language: "en",
    });
    // The same purchase posted again (a double click) is answered without a second message.
    await pay(t.app, paymentBody(quote, { currency: "USD", exchangeRate: rate }), { language: "en" });
    await t.app.confirmationMail.drain();
    await t.app.confirmationMail.drain();

    const [row] = await outboxRows(t, quote.id);
    expect(row).toMatchObject({ status: "SENT", recipient: "ana@example.com" });
    expect(outboxFiles()).toEqual([`${row?.id}.eml`]);
    const eml = readable(`${row?.id}.eml`);
    const dollars = bought.payment?.amount.toFixed(2);
    expect(eml).toContain(`Subject: Your visit ${quote.code} is confirmed - Ensenada Park`);
    expect(eml).toContain(`Hi ${bought.contact?.name},`);
    expect(eml).toContain(`Total paid: $${dollars} USD`);
    expect(eml).toContain("Paid with Visa card ending in 4242.");
    expect(eml).toContain("- The card used for the payment (ending in 4242).");
    expect(eml).toContain(`filename=visit-summary-${quote.code}.pdf`);
  });

  it("a peso payment is confirmed in Spanish", async () => {
    const quote = await createQuote(t.app, campingInDecember(16), "es");
    const bought = await paid(t.app, quote, { language: "es" });
    await t.app.confirmationMail.drain();

    const [row] = await outboxRows(t, quote.id);
    expect(outboxFiles()).toContain(`${row?.id}.eml`);
    const eml = readable(`${row?.id}.eml`);
    const pesos = bought.totalAmount.toLocaleString("en-US", { minimumFractionDigits: 2 });
    expect(eml).toContain(`Total pagado: $${pesos} MXN`);
    expect(eml).toContain("Pagado con tarjeta Visa terminación 4242.");
    expect(eml).toContain(`filename=resumen-visita-${quote.code}.pdf`);
  });

  it("is sent as soon as the sale is settled, without waiting for the outbox's next round", async () => {
    const quote = await createQuote(t.app, campingInDecember(18), "es");
    await paid(t.app, quote, { language: "es" });
    // No drain() here: the settled sale asked for one; settled() waits for the round under way.
    await t.app.confirmationMail.settled();

    const [row] = await outboxRows(t, quote.id);
    expect(row).toMatchObject({ status: "SENT" });
    expect(outboxFiles()).toContain(`${row?.id}.eml`);
  });
});
