import { HOLD_MINUTES } from "@park/domain/constants.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { asksForMoreLodging, type CountedLodging } from "@park/domain/quote/lodging-stock.ts";
import { AppError } from "../../../http/app-error.ts";
import type { Catalog } from "../../catalog/snapshot/catalog-snapshot.ts";
import { lodgingCountFits, lodgingToCount } from "../quotes/answer-reads.ts";
import { quoteProducts, quoteVisit } from "../quotes/mapper.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { EcommerceRepositories } from "../shared/ecommerce-store.ts";

/** The lodging the quote counts on (its stay type's count on every night of its stay), or null. */
export function countedLodging(record: QuoteRecord): CountedLodging | null {
  const lodging = lodgingToCount(quoteVisit(record), quoteProducts(record));
  return lodging && { kind: lodging.kind, nights: lodging.nights, units: lodging.wanted };
}

/** Takes the stock lock of the kind the quote will count on, before anything of the change is written. */
export async function lockStockOf(tx: EcommerceRepositories, record: QuoteRecord): Promise<void> {
  const lodging = countedLodging(record);
  if (lodging) await tx.countHolds.lockKind(lodging.kind);
}

/**
 * The quote's lodging count held for HOLD_MINUTES from `now` on every night of its stay when the kind's
 * stock has room for it (its own holds count as free for it), under the kind's stock lock; otherwise,
 * and when it counts no lodging, it holds no count. Answers whether its count is held (true without one).
 * In the caller's transaction, after the quote's row lock.
 */
export async function holdLodgingCountInTx(
  tx: EcommerceRepositories,
  record: QuoteRecord,
  catalog: Catalog,
  now: Date,
): Promise<boolean> {
  const lodging = countedLodging(record);
  if (!lodging) {
    await tx.countHolds.release(record.id);
    return true;
  }
  await tx.countHolds.lockKind(lodging.kind);
  const taken = await tx.unitNights.takenPerNight({
    kind: lodging.kind,
    nights: lodging.nights,
    now,
    exceptQuoteId: record.id,
  });
  if (!lodgingCountFits(lodging.units, catalog.unitsOf(lodging.kind).length, taken)) {
    await tx.countHolds.release(record.id);
    return false;
  }
  const nights = stayNights(quoteVisit(record));
  await tx.countHolds.hold(
    record.id,
    { kind: lodging.kind, nights, units: lodging.units },
    new Date(now.getTime() + HOLD_MINUTES * 60_000),
  );
  return true;
}

/**
 * A change of the quote from `before` to `after` that asks for lodging the stock cannot hold is refused
 * with the spec's message for lodging not available (000 §8, 409 can_not_save_reservation): throwing
 * rolls the change back, so the quote keeps what it had. Holds the count otherwise.
 */
export async function holdChangedCountInTx(
  tx: EcommerceRepositories,
  before: QuoteRecord,
  after: QuoteRecord,
  catalog: Catalog,
  now: Date,
): Promise<void> {
  const held = await holdLodgingCountInTx(tx, after, catalog, now);
  if (!held && asksForMoreLodging(countedLodging(before), countedLodging(after))) {
    throw new AppError(409, "can_not_save_reservation", { unavailable: [] });
  }
}
