import { HOLD_MINUTES, type StayType } from "@park/domain/constants.ts";
import { addDays, type Clock, type IsoDate } from "@park/domain/dates.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { freeUnits } from "@park/domain/quote/lodging-stock.ts";
import type { AvailableStay, LostUnits } from "@park/domain/quote/lodging-units-dto.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { quoteLodging, unitChoiceIssues } from "@park/domain/quote/unit-choice.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { quoteNightRange, quoteProducts, quoteVisit } from "../quotes/mapper.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { QuoteViews } from "../quotes/quote-views.ts";
import { assertEditable, found } from "../quotes/service.ts";
import type { EcommerceRepositories, EcommerceStore } from "../shared/ecommerce-store.ts";
import { holdLodgingCountInTx } from "./lodging-stock.ts";
import type { LodgingUnits } from "./lodging-units-repository.ts";

export type ReservationsService = ReturnType<typeof createReservationsService>;

export function createReservationsService(deps: {
  store: EcommerceStore;
  units: LodgingUnits;
  catalog: CatalogSnapshot;
  views: QuoteViews;
  clock: Clock;
}) {
  const { store, units, catalog, views, clock } = deps;

  /** Names of these units, in the park's order. */
  async function unitNames(unitIds: Iterable<number>): Promise<string[]> {
    const wanted = new Set(unitIds);
    return (await units.all()).filter((u) => wanted.has(u.id)).map((u) => u.name);
  }

  /** The end of a hold taken or renewed now. */
  function holdEnd(now: Date): Date {
    return new Date(now.getTime() + HOLD_MINUTES * 60_000);
  }

  /**
   * The quote locked for a change of its holds: 404 when it does not exist, 403 when another visitor
   * made it, 409 when it is paid or being paid; checked before anything is written.
   */
  async function lockOwnEditable(
    tx: EcommerceRepositories,
    quoteId: string,
    visitorId: string,
    now: Date,
  ): Promise<QuoteRecord> {
    requireQuoteOwner(found(await tx.quotes.byId(quoteId)), visitorId);
    const record = found(await tx.quotes.lockAndTouch(quoteId, now));
    assertEditable(record);
    return record;
  }

  /** Holds the chosen units for every night of the quote, releasing its other holds; all or nothing. */
  async function holdInTransaction(
    tx: EcommerceRepositories,
    quoteId: string,
    stayIds: readonly string[],
    visitorId: string,
    now: Date,
  ): Promise<QuoteRecord> {
    const record = await lockOwnEditable(tx, quoteId, visitorId, now);
    const lodging = quoteLodging(quoteVisit(record).stayType, quoteProducts(record));
    const issues = unitChoiceIssues(
      stayIds,
      (await units.all()).map((u) => ({ id: String(u.id), name: u.name, kind: u.kind })),
      lodging,
    );
    if (issues.length > 0) throw invalidFields(issues);

    const unitIds = [...new Set(stayIds.map(Number))];
    // Named units are part of the quote's count, which draws on the kind's stock (decision 0045): a
    // count the stock cannot hold any more names no unit either.
    if (unitIds.length > 0 && !(await holdLodgingCountInTx(tx, record, await catalog.current(), now))) {
      throw new AppError(409, "can_not_save_reservation", { unavailable: await unitNames(unitIds) });
    }
    const nights = quoteNightRange(record);
    if (nights && unitIds.length > 0) {
      const nightDates = stayNights(quoteVisit(record));
      const wanted = unitIds.flatMap((unitId) => nightDates.map((night) => ({ unitId, night })));
      const claimed = new Set(
        (await tx.unitNights.claimHolds(record.id, wanted, now, holdEnd(now))).map(
          (r) => `${r.unitId}/${r.night}`,
        ),
      );
      const refused = wanted.filter((w) => !claimed.has(`${w.unitId}/${w.night}`));
      if (refused.length > 0) {
        // Throwing rolls back the unit-nights this call did claim: all or nothing.
        throw new AppError(409, "can_not_save_reservation", {
          unavailable: await unitNames(refused.map((r) => r.unitId)),
        });
      }
    }
    await tx.unitNights.releaseHoldsExcept(record.id, { unitIds, nights });
    await tx.quotes.setChosenUnits(record.id, unitIds);
    return record;
  }

  return {
    /**
     * PUT /reservations: the quote's units for its nights, held HOLD_MINUTES from now. Two quotes racing
     * for a unit-night cannot both get it: the loser's claim waits on the winner's row (the primary key),
     * then finds it held and answers 409 can_not_save_reservation naming the units.
     */
    async hold(quoteId: string, stayIds: readonly string[], visitorId: string): Promise<QuoteDto> {
      const now = clock();
      const record = await store.transaction((tx) => holdInTransaction(tx, quoteId, stayIds, visitorId, now));
      return views.dto(record);
    },

    /**
     * POST /reservations/renew: the quote's live holds (lodging units, its lodging count and activity places) last HOLD_MINUTES from now, while its visitor is
     * in the cart or checkout. Holds that already ended are not renewed (another quote may have the units
     * by now): the answer's holdExpiresAt is then null and the visitor chooses again.
     */
    async renewHolds(quoteId: string, visitorId: string): Promise<QuoteDto> {
      const now = clock();
      const record = await store.transaction(async (tx) => {
        const locked = await lockOwnEditable(tx, quoteId, visitorId, now);
        await tx.unitNights.renewLiveHolds(locked.id, now, holdEnd(now));
        await tx.countHolds.renewLive(locked.id, now, holdEnd(now));
        await tx.activities.renewLiveHolds(locked.id, now, holdEnd(now));
        return locked;
      });
      return views.dto(record);
    },

    /**
     * Every unit (of the stay type's kind, when it is lodging) with whether it is free on every night
     * from startDate to the night before endDate; units held by `quoteId` count as free. A kind whose
     * stock others took (counts held without a named unit among them, decision 0045) has no free unit.
     */
    async availables(query: {
      startDate: IsoDate;
      endDate: IsoDate;
      stayType?: StayType | undefined;
      quoteId?: string | undefined;
    }): Promise<AvailableStay[]> {
      const { startDate, endDate, stayType, quoteId } = query;
      if (stayType && !isLodgingStay(stayType)) return [];
      const inventory = await units.all(stayType);
      // A range of one date (endDate = startDate) asks about that date's night.
      const nights = { first: startDate, last: endDate > startDate ? addDays(endDate, -1) : startDate };
      const now = clock();
      const kinds = [...new Set(inventory.map((u) => u.kind))];
      const [taken, stock] = await Promise.all([
        store.unitNights.taken({ nights, now, exceptQuoteId: quoteId }),
        Promise.all(
          kinds.map(async (kind) => {
            const perNight = await store.unitNights.takenPerNight({
              kind,
              nights,
              now,
              exceptQuoteId: quoteId,
            });
            const inventoryOfKind = inventory.filter((u) => u.kind === kind).length;
            return [kind, freeUnits(inventoryOfKind, perNight)] as const;
          }),
        ),
      ]);
      const takenIds = new Set(taken.map((t) => t.unitId));
      const free = new Map(stock);
      return inventory.map((u) => ({
        available: !takenIds.has(u.id) && (free.get(u.kind) ?? 0) > 0,
        staying: { id: String(u.id), name: u.name },
      }));
    },

    /** Chosen units of the quote that went to another quote after its hold expired. */
    async lostUnits(quoteId: string): Promise<LostUnits> {
      const lost = await views.lostUnitsByKind(found(await store.quotes.byId(quoteId)));
      return {
        cabins: lost.CABIN,
        tipis: lost.TIPI,
        lakeVillages: lost.LAKE_VILLAGE,
        superiorCabins: lost.SUPERIOR_CABIN,
      };
    },
  };
}
