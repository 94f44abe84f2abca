import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { priceCalendar } from "../src/db/schema/prices.ts";
import type { SaleService } from "../src/modules/ecommerce/sale/service.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import { createQuote, saleServiceOf, send } from "./helpers/ecommerce-test-app.ts";

useEcommerceFile();

let sale: SaleService;
beforeAll(() => {
  sale = saleServiceOf(t, t.time.clock);
});

/** Staff raise every admission price of the date by 100 pesos. */
async function raisePrices(date: string): Promise<void> {
  const [row] = await t.db.select().from(priceCalendar).where(eq(priceCalendar.date, date));
  if (!row) throw new Error(`no price on ${date}`);
  await t.db
    .update(priceCalendar)
    .set({
      dayPassPrice: row.dayPassPrice + 10_000,
      campingPassPrice: row.campingPassPrice + 10_000,
      campingNightPrice: row.campingNightPrice + 10_000,
    })
    .where(eq(priceCalendar.date, date));
  t.app.catalog.invalidate();
}

async function read(id: string): Promise<QuoteDto> {
  return (await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${id}`)).body;
}

const CAMPING = {
  stayType: "CAMPING_PASS",
  arrivalDate: "2026-12-01",
  departureDate: "2026-12-02",
  arrivalTime: "NIGHT",
  numberOfPersons: 2,
} as const;

describe("a paid visit keeps the prices it was sold at (DESIGN.md §3: never charged or shown otherwise)", () => {
  it("shows a paid quote's lines and total as charged after the catalog's price changed", async () => {
    const quote = await createQuote(t.app, CAMPING);
    await sale.prepareSale(quote.id);
    await sale.completeSale(quote.id);
    await raisePrices(CAMPING.arrivalDate);

    const paid = await read(quote.id);
    expect(paid.status).toBe("PAID");
    expect(paid.totalAmount).toBe(quote.totalAmount);
    expect(paid.items).toEqual(quote.items);
    // A new quote for the same night pays the new price.
    const later = await createQuote(t.app, CAMPING);
    expect(later.totalAmount).toBeGreaterThan(quote.totalAmount);
  });

  it("prices a released quote from the catalog again", async () => {
    const quote = await createQuote(t.app, {
      ...CAMPING,
      arrivalDate: "2026-12-03",
      departureDate: "2026-12-04",
    });
    await sale.prepareSale(quote.id);
    await raisePrices("2026-12-03");
    expect((await read(quote.id)).totalAmount).toBe(quote.totalAmount);
    await sale.releaseSale(quote.id);
    expect((await read(quote.id)).totalAmount).toBeGreaterThan(quote.totalAmount);
  });
});
