import { OXXO_TIME_ZONE } from "@park/domain/checkout/voucher-terms.ts";
import { formatMoney } from "@park/domain/money.ts";
import { parkDateTime } from "../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import type { OrderDto } from "../api/order-api.ts";

type Awaiting = NonNullable<OrderDto["awaitingPayment"]>;

const action =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold print:hidden";

/** The provider's voucher page asked for in the visitor's language (`locale`, as the sandbox reads it). */
function inLanguage(url: string, language: string): string {
  const localized = new URL(url);
  localized.searchParams.set("locale", language);
  return localized.toString();
}

/**
 * Issue 35: the visit held for its OXXO voucher. What the cashier needs (reference, amount), by when, the
 * provider's printable voucher with its barcode, and what happens next. No visit code or QR yet: they
 * come with the money. The deadline reads on Mexico City's clock, as Stripe's voucher prints it.
 */
export function AwaitingPayment({ awaiting }: { awaiting: Awaiting }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deadline = parkDateTime(awaiting.expiresAt, language, OXXO_TIME_ZONE);
  return (
    <TitledSection id="order-awaiting" heading={t("order.awaiting.voucherHeading")} look="card">
      <p className="mt-1 text-stone-800">{t("order.awaiting.intro")}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-stone-700">{t("order.awaiting.reference")}</dt>
          <dd className="font-mono text-2xl font-bold tracking-wider text-forest-900 break-all">
            {awaiting.number}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">{t("order.awaiting.amount")}</dt>
          <dd className="text-2xl font-bold text-forest-900">{formatMoney(awaiting.amount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">{t("order.awaiting.deadline")}</dt>
          <dd className="font-semibold text-forest-900">{t("order.awaiting.deadlineZone", { deadline })}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        {awaiting.url ? (
          <a
            className={`${action} bg-forest-700 text-white hover:bg-forest-800`}
            href={inLanguage(awaiting.url, language)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("order.awaiting.voucherLink")}
            <span className="sr-only"> {t("order.actions.newTab")}</span>
          </a>
        ) : null}
        <button
          type="button"
          className={`${action} text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50`}
          onClick={() => window.print()}
        >
          {t("order.actions.print")}
        </button>
      </div>
      <p className="mt-4 text-sm text-stone-800">
        {t("order.awaiting.heldUntil", { heldUntil: parkDateTime(awaiting.heldUntil, language) })}
      </p>
      <p className="mt-2 text-sm text-stone-800">{t("order.awaiting.afterPayment")}</p>
      <p className="mt-2 text-sm text-stone-700 print:hidden">{t("order.awaiting.refreshing")}</p>
    </TitledSection>
  );
}
