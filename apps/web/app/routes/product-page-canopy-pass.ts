import { firstAvailableSlot } from "@park/domain/activities/activity-slots.ts";
import type { Language } from "@park/domain/constants.ts";
import { activityMessage } from "../../src/features/activities/activity-message.ts";
import { activitiesApi } from "../../src/features/activities/api/activities-api.ts";
import { activityReservationsKey } from "../../src/features/activities/api/activity-queries.ts";
import { bookingErrorMessage } from "../../src/features/activities/hooks/use-activity-booking.ts";
import { httpQuoteApi } from "../../src/features/quote/api/quote-api.ts";
import { quoteQuery } from "../../src/features/quote/api/quote-queries.ts";
import { quoteStoreFor } from "../../src/features/quote/hooks/use-quote-store.ts";
import type { PageLoadCache } from "../../src/shared/api/page-load-cache.ts";
import { createQueryClient } from "../../src/shared/api/query-provider.tsx";
import { pushNotification } from "../../src/shared/notifications/notification-store.ts";

const CANOPY = "CANOPY_TOUR";

/**
 * "Adding a canopy pass from a product page raises canopyPasses by 1" (000 §4): the quote's canopy
 * booking gets one more person, on its own date and slot, or on the arrival date at the first free slot
 * as the cart's canopy card would pick (the server counts the passes from the bookings). Without a quote
 * nothing is booked: the drawer that opens next starts the visit. A refusal is shown, as on the card.
 */
export async function addCanopyPass(cache: PageLoadCache, language: Language): Promise<void> {
  // The page's one QueryClient (and so its one quote store), made here if no feature made it yet.
  cache.queryClient ??= createQueryClient();
  const queryClient = cache.queryClient;
  const store = quoteStoreFor(queryClient);
  await store.start();
  const quoteId = store.getState().quoteId;
  if (quoteId === null) return;
  try {
    const quote = await queryClient.fetchQuery(quoteQuery(httpQuoteApi, quoteId));
    const { arrivalDate, departureDate, arrivalTime } = quote.visit;
    const reservations = (await activitiesApi.reservations(quoteId)) ?? [];
    const booked = reservations.find(
      (reservation) => reservation.visitActivitySchedule.visitActivity.type === CANOPY,
    );
    const quantity = (booked?.quantity ?? 0) + 1;
    const visitDate = booked?.visitDate ?? arrivalDate;
    const slots = await activitiesApi.schedule({
      type: CANOPY,
      date: visitDate,
      quantity,
      hours: undefined,
      quoteId,
    });
    const slot =
      slots.find((candidate) => candidate.available && candidate.id === booked?.visitActivitySchedule.id) ??
      firstAvailableSlot(slots);
    if (!slot) {
      pushNotification(activityMessage("date_not_available", language), "error");
      return;
    }
    await store.writeActivity(async (id) => {
      const answer = await activitiesApi.book(id, {
        type: CANOPY,
        visitActivityScheduleId: slot.id,
        quantity,
        hours: null,
        visitDate,
      });
      queryClient.setQueryData(
        activityReservationsKey(id, { arrivalDate, departureDate, arrivalTime }),
        answer.reservations,
      );
      return answer.quote;
    });
  } catch (failure) {
    pushNotification(bookingErrorMessage(failure, CANOPY, language), "error");
  }
}
