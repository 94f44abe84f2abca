import { DELAYS_MS } from "@park/domain/constants.ts";
import { formatMoney } from "@park/domain/money.ts";
import { offer3x2Available } from "@park/domain/pricing/offer-3x2.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useId } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import type { QuoteStore } from "../../quote/quote-store.ts";
import { usePromotions } from "../hooks/use-promotions.ts";
import { useSettled } from "../hooks/use-settled.ts";
import { pricePerPerson } from "../price-per-person.ts";
import { PromotionQuestion } from "./promotion-question.tsx";
import "../../../shared/i18n/commerce/promotions.ts";

interface PromotionsBoxProps {
  store: QuoteStore;
  /** The server's quote; the box shows it as it stood 500 ms after its last change (000 §4). */
  quote: QuoteDto;
  /** The 3x2 toggle as the visitor left it (a pending save shows at once). */
  offer3x2: boolean;
}

const pillButton =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The cart's promotions box (000 §2, §4): the 3x2 toggle (camping stays of more than one day only) and the
 * special code with its applied state (code, cancel, price per person before and after).
 */
export function PromotionsBox({ store, quote: latest, offer3x2 }: PromotionsBoxProps) {
  const { t } = useTranslation();
  const quote = useSettled(latest, DELAYS_MS.promotionBoxRefresh);
  const promotions = usePromotions(store, latest);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const show3x2 = offer3x2Available(quote.visit.stayType, quote.visit.numberOfDays, quote.products);
  const applied = quote.promotion;
  const prices = applied === null ? null : pricePerPerson(quote);

  return (
    <TitledSection id="promotions-heading" heading={t("promotions.heading")} look="summary">
      {show3x2 && (
        <div className="mt-4 rounded-xl bg-sand-50 p-4">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              role="switch"
              aria-checked={offer3x2}
              checked={offer3x2}
              onChange={(event) => promotions.setOffer3x2(event.target.checked)}
              className="mt-1 h-5 w-5 accent-forest-700"
            />
            <span>
              <span className="font-semibold text-forest-900">{t("promotions.offer3x2")}</span>
              <span className="block text-sm text-stone-700">{t("promotions.offer3x2Hint")}</span>
            </span>
          </label>
          {quote.offer3x2 && quote.discountAmount > 0 && (
            <p className="mt-2 text-sm font-semibold text-forest-700">{t("promotions.offer3x2On")}</p>
          )}
        </div>
      )}

      {applied !== null ? (
        <div className="mt-4 rounded-xl bg-forest-50 p-4" aria-live="polite">
          <p className="font-semibold text-forest-900">{t("promotions.applied")}</p>
          <p className="text-stone-800">{t("promotions.appliedCode", { code: applied.code })}</p>
          {prices !== null && (
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
              <dt className="col-span-2 font-semibold">{t("promotions.pricePerPerson")}</dt>
              <dt>{t("promotions.before")}</dt>
              <dd className="text-end tabular-nums line-through">{formatMoney(prices.before)}</dd>
              <dt>{t("promotions.after")}</dt>
              <dd className="text-end font-semibold tabular-nums text-forest-700">
                {formatMoney(prices.after)}
              </dd>
            </dl>
          )}
          <button
            type="button"
            // Already gone on the server while the box waits its 500 ms: nothing left to cancel.
            disabled={promotions.busy !== null || latest.promotion === null}
            onClick={() => void promotions.cancelPromotion()}
            className={`${pillButton} mt-3 text-forest-800 ring-1 ring-forest-700 hover:bg-white`}
          >
            {promotions.busy === "cancel" ? t("promotions.cancelling") : t("promotions.cancel")}
          </button>
        </div>
      ) : (
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            promotions.submit();
          }}
        >
          <label htmlFor={inputId} className="block font-semibold text-forest-900">
            {t("promotions.codeLabel")}
          </label>
          <p id={hintId} className="text-sm text-stone-700">
            {t("promotions.codeHint")}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              id={inputId}
              name="promotionCode"
              value={promotions.input}
              maxLength={8}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={promotions.inputError !== null}
              aria-describedby={promotions.inputError === null ? hintId : `${hintId} ${errorId}`}
              onChange={(event) => promotions.setInput(event.target.value)}
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-400 px-3 font-mono uppercase tracking-wider aria-[invalid=true]:border-red-700"
            />
            <button
              type="submit"
              disabled={promotions.busy !== null}
              className={`${pillButton} bg-forest-700 text-white hover:bg-forest-800`}
            >
              {promotions.busy === "apply" ? t("promotions.applying") : t("promotions.apply")}
            </button>
          </div>
        </form>
      )}
      {promotions.inputError !== null && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-800">
          {promotions.inputError}
        </p>
      )}

      <PromotionQuestion
        question={promotions.question}
        onConfirm={promotions.confirm}
        onClose={promotions.dismiss}
      />
    </TitledSection>
  );
}
