import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/quote.ts";

// 000 §2: the three steps of a purchase, in the order of CHECKOUT_STEP_ROUTES (checkout-steps-slot.tsx).
const CHECKOUT_STEPS = ["quote.steps.cart", "quote.steps.payment", "quote.steps.confirmation"] as const;

/** The three-step indicator of the purchase, with the current step (`current`, from 0) highlighted. */
export default function CheckoutSteps({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("quote.steps.label")} className="flex w-full">
      <ol className="mx-auto flex w-full max-w-3xl items-center justify-between gap-2 px-3 py-3 text-sm">
        {CHECKOUT_STEPS.map((labelKey, index) => {
          const isCurrent = index === current;
          const done = index < current;
          return (
            <li
              key={labelKey}
              aria-current={isCurrent ? "step" : undefined}
              className="flex flex-1 items-center gap-2 [&:not(:last-child)]:after:h-px [&:not(:last-child)]:after:flex-1 [&:not(:last-child)]:after:bg-sand-200"
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  isCurrent
                    ? "bg-forest-700 text-white"
                    : done
                      ? "bg-forest-100 text-forest-800"
                      : "border border-stone-300 text-stone-600"
                }`}
              >
                {index + 1}
              </span>
              <span className={isCurrent ? "font-semibold text-forest-900" : "text-stone-600"}>
                <span className="sr-only">
                  {t("quote.steps.stepOf", { step: index + 1, total: CHECKOUT_STEPS.length })}:{" "}
                </span>
                {t(labelKey)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
