import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";

// 000 §2: the three steps and the route each one is.
const STEPS = [
  { route: "shopping-cart", labelKey: "quote.steps.cart" },
  { route: "contact-payment", labelKey: "quote.steps.payment" },
  { route: "order.details", labelKey: "quote.steps.confirmation" },
] as const;

/** The three-step indicator of the purchase, shown on its three routes with the current one highlighted. */
export function CheckoutSteps() {
  const { t } = useTranslation();
  const routeName = useMatches().at(-1)?.id ?? "";
  const current = STEPS.findIndex((step) => step.route === routeName);
  if (current < 0) return null;
  return (
    <nav aria-label={t("quote.steps.label")} className="border-b border-sand-200 bg-white">
      <ol className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-3 py-3 text-sm">
        {STEPS.map((step, index) => {
          const isCurrent = index === current;
          const done = index < current;
          return (
            <li
              key={step.route}
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
                  {t("quote.steps.stepOf", { step: index + 1, total: STEPS.length })}:{" "}
                </span>
                {t(step.labelKey)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
