import { useLayoutEffect, useState } from "react";
import { withQueryClient } from "../../../shared/api/query-provider.tsx";
import { useQuoteStore } from "../../quote/hooks/use-quote-store.ts";
import { PromotionQuestion } from "./promotion-question.tsx";

interface PendingChange {
  code: string;
  proceed: () => void;
}

/**
 * 000 §4: changing dates or arrival time while a code applies asks for confirmation and cancels the
 * promotion. The visit can change from the drawer on any page, so the question lives beside the drawer in
 * the layout; the quote store holds the change until the visitor answers.
 */
function PromotionDateGuard() {
  const store = useQuoteStore();
  const [pending, setPending] = useState<PendingChange | null>(null);

  // Registered as soon as it is in the page, not after paint: Preact runs effects after painting (React flushes
  // them before the next click), and a change made in between would drop the code without asking.
  useLayoutEffect(() => {
    store.setPromotionGuard((code, proceed) => setPending({ code, proceed }));
    return () => store.setPromotionGuard(null);
  }, [store]);

  return (
    <PromotionQuestion
      question={pending && { kind: "cancel_code_for_dates", ...pending }}
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
      onClose={() => setPending(null)}
    />
  );
}

export default withQueryClient(PromotionDateGuard);
