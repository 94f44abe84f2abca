import type { DateChangePaymentResult } from "@park/domain/date-change/date-change-schemas.ts";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { dateChangeApi } from "../api/date-change-api.ts";

/**
 * Back on the order page from the card's challenge page (the sandbox's 3-D Secure, as Stripe's
 * redirect): ?dateChange=...&payment_intent=... posts the difference again with the intent, once, and
 * takes both out of the address so a reload does not post again.
 */
export function useFinishAuthentication(handlers: {
  onStart: () => void;
  onResult: (result: DateChangePaymentResult) => void;
  onError: (error: unknown) => void;
}): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const changeId = searchParams.get("dateChange");
  const intentId = searchParams.get("payment_intent");
  const handled = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!changeId || !intentId || handled.current) return;
    handled.current = true;
    setSearchParams({}, { replace: true });
    latest.current.onStart();
    dateChangeApi
      .get(changeId)
      .then((change) => dateChangeApi.pay(change, { paymentIntentId: intentId }))
      .then((result) => latest.current.onResult(result))
      .catch((error: unknown) => latest.current.onError(error));
  }, [changeId, intentId, setSearchParams]);
}
