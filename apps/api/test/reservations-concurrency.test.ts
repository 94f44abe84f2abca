import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { ids, t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  createQuote,
  type ErrorBody,
  hold,
  updateQuote,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";

useEcommerceFile();

/*
 * Many visitors saving the same unit at once. On PGlite the transactions run one after another; with
 * DATABASE_URL they really overlap on PostgreSQL, where only the unique key and the locks keep a
 * unit-night from being held twice.
 */

const VISIT: VisitInput = {
  arrivalDate: "2026-12-10",
  departureDate: "2026-12-13",
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CABIN",
};

async function quotes(n: number, cabins = 1, visit = VISIT): Promise<QuoteDto[]> {
  const created: QuoteDto[] = [];
  for (let i = 0; i < n; i++) {
    const quote = await createQuote(t.app, visit);
    if (cabins === 1) created.push(quote);
    else created.push((await updateQuote(t.app, { ...quote, products: { ...quote.products, cabins } })).body);
  }
  return created;
}

async function holders(unitId: string): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(unitNights)
    .where(eq(unitNights.unitId, Number(unitId)));
  return rows.map((r) => `${r.night} ${r.quoteId}`).sort();
}

describe("20 visitors saving the same cabin at the same time", () => {
  it("lets exactly one of them hold it and tells the others it is taken", async () => {
    const contenders = await quotes(20);
    const answers = await Promise.all(contenders.map((q) => hold(t.app, token, q.id, [ids.C1!])));

    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.body as unknown as ErrorBody).toEqual({
        error: "can_not_save_reservation",
        message: "Alguno de los hospedajes no está disponible",
        unavailable: ["C1"],
      });
    }
    const winner = won[0]!.body;
    expect(winner.cabinNumbers).toEqual([{ id: ids.C1, number: "C1" }]);
    expect(await holders(ids.C1!)).toEqual([
      `2026-12-10 ${winner.id}`,
      `2026-12-11 ${winner.id}`,
      `2026-12-12 ${winner.id}`,
    ]);
  });

  it("never deadlocks nor splits two cabins asked for in opposite orders", async () => {
    // Nine quotes of two cabins, on nights the test above left free: the stock of 19 cabins holds no
    // tenth count of two (decision 0045).
    const contenders = await quotes(9, 2, {
      ...VISIT,
      arrivalDate: "2026-12-14",
      departureDate: "2026-12-17",
    });
    const answers = await Promise.all(
      contenders.map((q, i) =>
        hold(t.app, token, q.id, i % 2 === 0 ? [ids.C2!, ids.C3!] : [ids.C3!, ids.C2!]),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...new Array(8).fill(409)]);
    const winner = answers.find((a) => a.status === 200)!.body.id;
    const c2 = await holders(ids.C2!);
    const c3 = await holders(ids.C3!);
    expect(c2).toHaveLength(3);
    expect(c3).toHaveLength(3);
    expect([...c2, ...c3].every((row) => row.endsWith(winner))).toBe(true);
  });
});
