import { codeInputIssue, normalizeCode } from "@park/domain/promotions/promotion-code.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useState } from "react";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { QuoteStore } from "../../quote/quote-store.ts";
import {
  type ProposedTotals,
  type ProposedVisit,
  promotionsApi,
  proposedVisitOf,
} from "../api/promotions-api.ts";
import "../../../shared/i18n/commerce/promotions.ts";

/** The question the box is asking, if any (000 §2 change-dates and cancel-promotion modals). */
export type PromotionQuestion =
  | { kind: "move_visit"; code: string; visit: ProposedVisit; totals: ProposedTotals }
  | { kind: "cancel_3x2_for_code"; code: string }
  | { kind: "cancel_code_for_3x2"; code: string }
  | { kind: "cancel_code_for_dates"; code: string; proceed: () => void };

/**
 * The promotions box's behaviour: the code typed and checked with the domain's rule, the apply call
 * (queued behind the quote's saves, so a moved visit is saved first), the cancel call, the 3x2 toggle,
 * and the questions asked before a code and the 3x2 replace each other or a date change drops a code.
 * The server decides whether a code applies and what it costs; the quote it answers replaces the cache.
 */
export function usePromotions(store: QuoteStore, quote: QuoteDto) {
  const { t } = useTranslation();
  const [input, setInput] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"apply" | "cancel" | null>(null);
  // A date change that cancels the code is asked on every page by promotion-date-guard.tsx, not here.
  const [question, setQuestion] = useState<Exclude<
    PromotionQuestion,
    { kind: "cancel_code_for_dates" }
  > | null>(null);

  const issue = codeInputIssue(input, submitted);
  const inputError = issue === null ? serverError : t(`promotions.codeErrors.${issue}`);

  function messageOf(error: unknown): string {
    if (error instanceof ApiError && error.status === 429) return t("promotions.tooManyAttempts");
    return error instanceof Error ? error.message : String(error);
  }

  function change(update: (draft: QuoteDraft) => QuoteDraft): void {
    const draft = store.currentDraft();
    if (draft !== null) store.replaceDraft(update(draft));
  }

  async function apply(code: string): Promise<void> {
    setBusy("apply");
    setServerError(null);
    try {
      await store.writePromotion((quoteId) => promotionsApi.apply(code, quoteId));
      setInput("");
      setSubmitted(false);
    } catch (error) {
      const proposed = proposedVisitOf(error);
      if (proposed !== null) setQuestion({ kind: "move_visit", code, ...proposed });
      else setServerError(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  return {
    input,
    inputError,
    busy,
    question,
    setInput(value: string): void {
      setInput(value);
      setServerError(null);
    },
    submit(): void {
      setSubmitted(true);
      setServerError(null);
      if (codeInputIssue(input, true) !== null) return;
      const code = normalizeCode(input);
      // A code and the 3x2 exclude each other: applying one asks to cancel the other (000 §4).
      if (quote.offer3x2) setQuestion({ kind: "cancel_3x2_for_code", code });
      else void apply(code);
    },
    async cancelPromotion(): Promise<void> {
      const promotion = quote.promotion;
      if (promotion === null) return;
      setBusy("cancel");
      setServerError(null);
      try {
        await store.writePromotion((quoteId) => promotionsApi.cancel(promotion.id, quoteId));
      } catch (error) {
        setServerError(messageOf(error));
      } finally {
        setBusy(null);
      }
    },
    setOffer3x2(on: boolean): void {
      if (on && quote.promotion !== null) {
        setQuestion({ kind: "cancel_code_for_3x2", code: quote.promotion.code });
        return;
      }
      change((draft) => ({ ...draft, offer3x2: on }));
    },
    /** The visitor said yes to the open question. */
    confirm(): void {
      const asked = question;
      setQuestion(null);
      if (asked === null) return;
      switch (asked.kind) {
        case "move_visit":
          // The quote store's normal date change first; the apply call is queued behind its save.
          change((draft) => ({
            ...draft,
            visit: { ...draft.visit, ...asked.visit },
            promotionCode: null,
          }));
          void apply(asked.code);
          return;
        case "cancel_3x2_for_code":
          change((draft) => ({ ...draft, offer3x2: false }));
          void apply(asked.code);
          return;
        case "cancel_code_for_3x2":
          // The server drops the code when the 3x2 is turned on.
          change((draft) => ({ ...draft, offer3x2: true, promotionCode: null }));
          return;
      }
    },
    dismiss(): void {
      setQuestion(null);
    },
  };
}
