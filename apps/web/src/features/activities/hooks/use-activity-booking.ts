import {
  ACTIVITY_UPDATE_ERRORS,
  type ActivityUpdateError,
  activityUpdateErrorMessageKey,
} from "@park/domain/activities/activity-messages.ts";
import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { DELAYS_MS, type Language } from "@park/domain/constants.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useQuoteStore } from "../../quote/hooks/use-quote-store.ts";
import { activityMessage } from "../activity-message.ts";
import { pushAddToCartEvent } from "../add-to-cart-event.ts";
import { type ActivityBooking, activitiesApi } from "../api/activities-api.ts";
import { activityReservationsKey } from "../api/activity-queries.ts";

const UPDATE_ERRORS: readonly string[] = Object.values(ACTIVITY_UPDATE_ERRORS);

/**
 * What a refused booking shows, in the page's language: the spec's two update errors (000 §8) as the
 * selector's own messages, any other refusal as the server wrote it (already in the visitor's language).
 */
export function bookingErrorMessage(error: unknown, type: VisitActivityType, language: Language): string {
  if (error instanceof ApiError && UPDATE_ERRORS.includes(error.code)) {
    return activityMessage(activityUpdateErrorMessageKey(error.code as ActivityUpdateError, type), language);
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Books, changes or removes one activity of the quote. The call queues behind the quote's other writes
 * (quote-saves.ts) and its answer replaces the quote in the cache; the reservations it lists are kept for
 * the cards. 5 s after a booking the add-to-cart event goes out (000 §4), once for a burst of changes.
 */
export function useActivityBooking(type: VisitActivityType) {
  const store = useQuoteStore();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The add-to-cart event waiting for its 5 s; a card that goes away (the visitor moved on to payment)
  // sends it then rather than lose it.
  const analytics = useRef<{ timer: ReturnType<typeof setTimeout>; send: () => void } | null>(null);
  useEffect(
    () => () => {
      const pending = analytics.current;
      if (pending === null) return;
      clearTimeout(pending.timer);
      pending.send();
    },
    [],
  );

  const book = useCallback(
    async (booking: ActivityBooking): Promise<void> => {
      setSaving(true);
      setError(null);
      try {
        const quote = await store.writeActivity(async (quoteId) => {
          const answer = await activitiesApi.book(quoteId, booking);
          const { arrivalDate, departureDate, arrivalTime } = answer.quote.visit;
          queryClient.setQueryData(
            activityReservationsKey(quoteId, { arrivalDate, departureDate, arrivalTime }),
            answer.reservations,
          );
          return answer.quote;
        });
        if (analytics.current !== null) clearTimeout(analytics.current.timer);
        const send = () => {
          analytics.current = null;
          pushAddToCartEvent(quote, type);
        };
        analytics.current = { timer: setTimeout(send, DELAYS_MS.analyticsAddToCart), send };
      } catch (failure) {
        setError(bookingErrorMessage(failure, type, language));
      } finally {
        setSaving(false);
      }
    },
    [store, queryClient, type, language],
  );

  return { book, saving, error, clearError: () => setError(null) };
}
