import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type {
  DateChange,
  DateChangeOffer,
  NewDatesRequest,
} from "@park/domain/date-change/date-change-schemas.ts";
import type { Clock } from "@park/domain/dates.ts";
import { centavosToPesos, pesosToCentavos } from "@park/domain/money.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { AppError } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { capacityOverflow } from "../capacities/capacity-check.ts";
import { lodgingCountFits, lodgingToCount } from "../quotes/answer-reads.ts";
import { quoteVisit } from "../quotes/mapper.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import { found } from "../quotes/service.ts";
import type { EcommerceRepositories, EcommerceStore } from "../shared/ecommerce-store.ts";
import { dateChangeOf, offerOf } from "./date-change-view.ts";
import { type MovePlan, planMove } from "./move-plan.ts";
import { holdNewNights } from "./new-nights.ts";
import {
  createDateChangesRepository,
  type DateChangeRecord,
  type DateChangesRepository,
  OPEN_CHANGE_STATUSES,
} from "./repository.ts";

export type DateChangeService = ReturnType<typeof createDateChangeService>;

export function changeNotFound(): AppError {
  return new AppError(404, "date_change_not_found");
}

/**
 * Moving a paid visit to other dates (issue 14 item 8, decision 0030), in the sale's steps: one
 * transaction checks and prices the move, takes the capacity lock, holds the new nights and stores the
 * change (HELD); the difference is charged outside any transaction (date-change-payment.ts); one more
 * transaction applies it: the nights, the units, the capacity (the quote's dates) and the sold prices
 * move together, and the new confirmation e-mail is queued once. A change that costs nothing more is
 * applied in its first transaction.
 */
export function createDateChangeService(deps: {
  store: EcommerceStore;
  catalog: CatalogSnapshot;
  clock: Clock;
  /** Called once a change's confirmation e-mail is queued: sends it now rather than at the next round. */
  onConfirmationQueued?: () => void;
}) {
  const { store, catalog, clock, onConfirmationQueued } = deps;

  /** 409 capacity_full when the visit's persons do not fit its new dates (others' visits counted, not its own). */
  async function assertCapacity(tx: EcommerceRepositories, moved: QuoteRecord, now: Date): Promise<void> {
    if (moved.numberOfPersons === 0) return;
    const over = await capacityOverflow(tx.capacities, {
      visit: {
        arrivalDate: moved.arrivalDate,
        departureDate: moved.departureDate,
        arrivalTime: moved.arrivalTime,
      },
      persons: moved.numberOfPersons,
      now,
      exceptQuoteId: moved.id,
    });
    if (over.length > 0) throw new AppError(409, "capacity_full");
  }

  /** The offer's look at the lodging, without holding anything: enough free units of the kind on every new night. */
  async function assertLodgingLook(tx: EcommerceRepositories, moved: QuoteRecord, now: Date): Promise<void> {
    const visit = quoteVisit(moved);
    const lodging = lodgingToCount(visit, {
      cabins: moved.cabins,
      tipis: moved.tipis,
      lakeVillages: moved.lakeVillages,
      superiorCabins: moved.superiorCabins,
      canopyPasses: 0,
      canopyNightPasses: 0,
      horsebackRidingPasses: 0,
      atvs: 0,
      atvHours: 0,
    });
    if (!lodging) return;
    const taken = await tx.unitNights.takenPerNight({
      kind: lodging.kind,
      nights: lodging.nights,
      now,
      exceptQuoteId: moved.id,
    });
    const inventory = (await catalog.current()).unitsOf(lodging.kind).length;
    if (!lodgingCountFits(lodging.wanted, inventory, taken)) {
      throw new AppError(409, "can_not_save_reservation", { unavailable: [] });
    }
  }

  /** Ends an open change: FAILED or REFUNDED, its held nights let go (a paid quote holds nights only for its change). */
  async function endInTx(
    tx: EcommerceRepositories,
    changes: DateChangesRepository,
    change: DateChangeRecord,
    status: "FAILED" | "REFUNDED",
    failureCode: string,
    intentId: string | null = change.intentId,
  ): Promise<DateChangeRecord | undefined> {
    await tx.sale.lockQuote(change.quoteId);
    const ended = await changes.update(change.id, OPEN_CHANGE_STATUSES, {
      status,
      failureCode,
      intentId,
      updatedAt: clock(),
    });
    if (ended) await changes.releaseHolds(change.quoteId);
    return ended;
  }

  /**
   * Applies an open change under the quote's lock: capacity checked again under its lock, the new nights
   * claimed again (a hold may have run out during the payment), the old nights freed, the quote's dates,
   * units and sold prices moved, the change APPLIED and the new confirmation queued, or nothing (409).
   * An already APPLIED change answers as it is: a second completion (double post, reconciler) does nothing.
   */
  async function applyInTx(tx: EcommerceRepositories, changeId: string): Promise<DateChangeRecord> {
    const now = clock();
    const changes = createDateChangesRepository(tx.db);
    const first = await changes.byId(changeId);
    if (!first) throw changeNotFound();
    const record = found(await tx.sale.lockQuote(first.quoteId));
    // Read again under the quote's lock: another completion may have applied or ended it meanwhile.
    const change = (await changes.byId(changeId))!;
    if (change.status === "APPLIED") return change;
    if (!OPEN_CHANGE_STATUSES.includes(change.status)) throw new AppError(409, "date_change_ended");
    if (record.status !== "PAID") throw new AppError(409, "date_change_not_paid");
    const moved: QuoteRecord = {
      ...record,
      arrivalDate: change.arrivalDate,
      departureDate: change.departureDate,
    };
    await tx.capacities.lockLimits();
    await assertCapacity(tx, moved, now);
    const held = await holdNewNights(tx, changes, catalog, moved, now, { prefer: change.unitIds });
    const stay = stayNights(quoteVisit(moved));
    const nights = held.length > 0 && stay.length > 0 ? { first: stay[0]!, last: stay.at(-1)! } : null;
    await changes.keepOnlyNewNights(record.id, { unitIds: held, nights });
    if (held.length > 0) await tx.quotes.setChosenUnits(record.id, held);
    await changes.moveQuote(
      record.id,
      { arrivalDate: change.arrivalDate, departureDate: change.departureDate },
      change.soldPricing,
      now,
    );
    const applied = await changes.update(change.id, OPEN_CHANGE_STATUSES, {
      status: "APPLIED",
      unitIds: held,
      appliedAt: now,
      updatedAt: now,
    });
    // The change's id is its request key: a second completion of the same change queues nothing.
    await tx.payments.queueConfirmation(record, `date_change:${change.id}`, now);
    return applied!;
  }

  async function plan(
    tx: EcommerceRepositories,
    record: QuoteRecord,
    dates: NewDatesRequest,
    now: Date,
  ): Promise<MovePlan> {
    return planMove(tx, catalog, record, dates, now);
  }

  return {
    applyInTx,
    endInTx,

    /** What moving the visit to `dates` costs, after every check that needs no lock; nothing is held. */
    async offer(quoteId: string, visitorId: string, dates: NewDatesRequest): Promise<DateChangeOffer> {
      const now = clock();
      const record = requireQuoteOwner(found(await store.quotes.byId(quoteId)), visitorId);
      const planned = await plan(store, record, dates, now);
      await assertCapacity(store, planned.moved, now);
      await assertLodgingLook(store, planned.moved, now);
      return offerOf(planned);
    },

    /**
     * Starts the move: in one transaction the quote is locked (owner only, paid), the move checked and
     * priced again (a difference other than the one the visitor saw is 409
     * date_change_difference_changed with the new one), the capacity lock taken and checked, the new
     * nights held and the change stored HELD; free of charge it is applied at once.
     */
    async start(
      quoteId: string,
      visitorId: string,
      dates: NewDatesRequest,
      seenDifference: number,
    ): Promise<DateChange> {
      let queued = false;
      const { change, code } = await store.transaction(async (tx) => {
        const now = clock();
        const changes = createDateChangesRepository(tx.db);
        const record = requireQuoteOwner(found(await tx.sale.lockQuote(quoteId)), visitorId);
        const open = await changes.openOf(record.id);
        // A change left unpaid (the visitor chose other dates, or reloaded the page) gives way to the new
        // one; a change whose charge is under way does not.
        if (open?.status === "HELD") {
          await endInTx(tx, changes, open, "FAILED", open.holdExpiresAt <= now ? "hold_expired" : "replaced");
        } else if (open) {
          throw new AppError(409, "date_change_in_progress");
        }
        const planned = await plan(tx, record, dates, now);
        if (pesosToCentavos(seenDifference) !== planned.difference) {
          throw new AppError(409, "date_change_difference_changed", {
            totalAmount: centavosToPesos(planned.difference),
          });
        }
        await tx.capacities.lockLimits();
        await assertCapacity(tx, planned.moved, now);
        const unitIds = await holdNewNights(tx, changes, catalog, planned.moved, now);
        const held = await changes.insert({
          quoteId: record.id,
          status: "HELD",
          fromArrivalDate: record.arrivalDate,
          fromDepartureDate: record.departureDate,
          arrivalDate: dates.arrivalDate,
          departureDate: dates.departureDate,
          fromTotal: planned.fromTotal,
          newTotal: planned.newTotal,
          difference: planned.difference,
          soldPricing: planned.soldPricing,
          unitIds,
          holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        });
        if (planned.difference > 0) return { change: held, code: record.code };
        queued = true;
        return { change: await applyInTx(tx, held.id), code: record.code };
      });
      if (queued) onConfirmationQueued?.();
      return dateChangeOf(change, code);
    },

    /** A change as its owner sees it (404 for an unknown one, 403 for another visitor's). */
    async get(changeId: string, visitorId: string): Promise<DateChange> {
      const change = await createDateChangesRepository(store.db).byId(changeId);
      if (!change) throw changeNotFound();
      const record = requireQuoteOwner(found(await store.quotes.byId(change.quoteId)), visitorId);
      return dateChangeOf(change, record.code);
    },
  };
}
