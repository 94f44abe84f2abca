import { eq, lt } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { paymentEvents } from "../../../db/schema/payment-events.ts";
import type { GatewayEvent } from "../../../infra/payments/payment-gateway.ts";

/** The webhook events acted on, so a replay of one is answered without acting again. */
export function createPaymentEventsRepository(db: Database) {
  return {
    async seen(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, eventId));
      return row !== undefined;
    },

    /** Written once the event was acted on: a delivery that failed half-way is acted on again when retried. */
    async record(event: GatewayEvent, now: Date): Promise<void> {
      await db
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type, receivedAt: now })
        .onConflictDoNothing();
    },

    /** Forgets the events received before `cutoff`; answers how many. */
    async forgetBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(paymentEvents)
        .where(lt(paymentEvents.receivedAt, cutoff))
        .returning({ id: paymentEvents.id });
      return gone.length;
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
