import { HOLD_MINUTES, LODGING_KINDS, type LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { LODGING_COUNT_FIELD } from "@park/domain/pricing/product-counts.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { AppError } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { lodgingCountFits } from "../quotes/answer-reads.ts";
import { quoteProducts, quoteVisit } from "../quotes/mapper.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { EcommerceRepositories } from "../shared/ecommerce-store.ts";
import type { DateChangesRepository } from "./repository.ts";

/** Rounds of picking other free units when the visit's own are taken on the new nights. */
const ASSIGN_ROUNDS = 3;

function lodgingKindOf(record: QuoteRecord): LodgingKind | null {
  return LODGING_KINDS.find((kind) => kind === record.stayType) ?? null;
}

/**
 * Holds the moved visit's lodging on every new night through the sale's own mechanism (the unit_nights
 * primary key), so a change and a sale of the same last unit can never both win: the visit's units
 * first (a night it already bought counts as its own), then free units of its kind for the rest, all
 * or nothing (409 can_not_save_reservation). Other carts' counts held without named units (decision 0045)
 * are stock too: under the kind's stock lock, a move that would leave a cart short of what it counts on is
 * refused, or that cart would fail only at its payment. `prefer` names the units to try first instead of
 * the visit's (a change's own units when it is applied). Answers the units held, in order; [] without lodging.
 */
export async function holdNewNights(
  tx: EcommerceRepositories,
  changes: DateChangesRepository,
  catalog: CatalogSnapshot,
  moved: QuoteRecord,
  now: Date,
  options: { prefer?: readonly number[]; holdMinutes?: number } = {},
): Promise<number[]> {
  const { prefer, holdMinutes = HOLD_MINUTES } = options;
  const kind = lodgingKindOf(moved);
  const nights = stayNights(quoteVisit(moved));
  if (kind === null || nights.length === 0) return [];
  const count = quoteProducts(moved)[LODGING_COUNT_FIELD[kind]];
  const range = { first: nights[0]!, last: nights.at(-1)! };
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  const units = (await catalog.current()).unitsOf(kind);
  await tx.countHolds.lockKind(kind);
  const others = await tx.unitNights.takenPerNight({ kind, nights: range, now, exceptQuoteId: moved.id });
  if (!lodgingCountFits(count, units.length, others)) {
    throw new AppError(409, "can_not_save_reservation", { unavailable: [] });
  }
  const owned = new Set(
    (await changes.ownSoldNights(moved.id, range)).map((row) => `${row.unitId}/${row.night}`),
  );

  /** Claims each unit on every night; answers those it got on all of them. */
  async function claim(unitIds: readonly number[]): Promise<number[]> {
    const wanted = unitIds.flatMap((unitId) => nights.map((night: IsoDate) => ({ unitId, night })));
    const toClaim = wanted.filter((w) => !owned.has(`${w.unitId}/${w.night}`));
    const got = new Set(
      (await tx.unitNights.claimHolds(moved.id, toClaim, now, expiresAt)).map(
        (r) => `${r.unitId}/${r.night}`,
      ),
    );
    return unitIds.filter((unitId) =>
      nights.every((night) => owned.has(`${unitId}/${night}`) || got.has(`${unitId}/${night}`)),
    );
  }

  const current =
    prefer ?? (await tx.quotes.chosenUnits(moved.id)).filter((u) => u.kind === kind).map((u) => u.unitId);
  const held = await claim(current.slice(0, count));
  for (let round = 0; held.length < count && round < ASSIGN_ROUNDS; round++) {
    const taken = await tx.unitNights.taken({ nights: range, now, exceptQuoteId: moved.id });
    const busy = new Set([...taken.map((t) => t.unitId), ...held]);
    const picks = units.filter((u) => !busy.has(u.id)).slice(0, count - held.length);
    if (picks.length === 0) break;
    held.push(...(await claim(picks.map((u) => u.id))));
  }
  if (held.length < count) throw new AppError(409, "can_not_save_reservation", { unavailable: [] });
  // Units claimed on only some nights in a lost race are let go.
  await tx.unitNights.releaseHoldsExcept(moved.id, { unitIds: held, nights: range });
  return held;
}
