import { OXXO_TIME_ZONE } from "@park/domain/checkout/voucher-terms.ts";
import { formatMoney } from "@park/domain/money.ts";
import type { ReactNode } from "react";
import { parkDateTime } from "../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import type { OrderDto } from "../api/order-api.ts";
import "../../../shared/i18n/commerce/order.ts";

type Awaiting = NonNullable<OrderDto["awaitingPayment"]>;

const action =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold print:hidden";

/** The provider's page asked for in the visitor's language (`locale`, as the sandbox reads it). */
function inLanguage(url: string, language: string): string {
  const localized = new URL(url);
  localized.searchParams.set("locale", language);
  return localized.toString();
}

function Detail({ term, children, mono = false }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-stone-700">{term}</dt>
      <dd
        className={
          mono
            ? "font-mono text-2xl font-bold tracking-wider break-all text-forest-900"
            : "text-xl font-bold text-forest-900"
        }
      >
        {children}
      </dd>
    </div>
  );
}

/** What the cashier or the bank needs, one way or the other. */
function PaymentDetails({ awaiting }: { awaiting: Awaiting }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deadline = t("order.awaiting.deadlineZone", {
    deadline: parkDateTime(awaiting.expiresAt, language, OXXO_TIME_ZONE),
  });
  if (awaiting.method === "oxxo") {
    return (
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Detail term={t("order.awaiting.reference")} mono>
          {awaiting.number}
        </Detail>
        <Detail term={t("order.awaiting.amount")}>{formatMoney(awaiting.amount)}</Detail>
        <Detail term={t("order.awaiting.deadline")}>{deadline}</Detail>
      </dl>
    );
  }
  const partial = awaiting.amountRemaining < awaiting.amount;
  return (
    <>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Detail term={t("order.awaiting.clabe")} mono>
          {awaiting.clabe}
        </Detail>
        <Detail term={t("order.awaiting.transferReference")} mono>
          {awaiting.reference}
        </Detail>
        <Detail term={t("order.awaiting.bank")}>{awaiting.bank}</Detail>
        <Detail term={t(partial ? "order.awaiting.amountRemaining" : "order.awaiting.amount")}>
          {formatMoney(awaiting.amountRemaining)}
        </Detail>
        <Detail term={t("order.awaiting.transferDeadline")}>{deadline}</Detail>
      </dl>
      {partial ? (
        <p className="mt-4 rounded-lg bg-lake-50 px-4 py-3 text-stone-800">
          {t("order.awaiting.partial", {
            received: formatMoney(awaiting.amount - awaiting.amountRemaining),
            remaining: formatMoney(awaiting.amountRemaining),
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * Issue 35: the visit held for its OXXO voucher or SPEI transfer. What to pay, where and by when, the
 * provider's printable page, and what happens next. No visit code or QR yet: they come with the money.
 * The deadline reads on Mexico City's clock, as Stripe prints it; the hold on the park's.
 */
export function AwaitingPayment({ awaiting }: { awaiting: Awaiting }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const oxxo = awaiting.method === "oxxo";
  const heldUntil = parkDateTime(awaiting.heldUntil, language);
  return (
    <TitledSection
      id="order-awaiting"
      heading={t(oxxo ? "order.awaiting.voucherHeading" : "order.awaiting.transferHeading")}
      look="card"
    >
      <p className="mt-1 text-stone-800">
        {t(oxxo ? "order.awaiting.intro" : "order.awaiting.transferIntro")}
      </p>
      <PaymentDetails awaiting={awaiting} />
      <div className="mt-5 flex flex-wrap gap-2">
        {awaiting.url ? (
          <a
            className={`${action} bg-forest-700 text-white hover:bg-forest-800`}
            href={inLanguage(awaiting.url, language)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(oxxo ? "order.awaiting.voucherLink" : "order.awaiting.instructionsLink")}
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
        {t(oxxo ? "order.awaiting.heldUntil" : "order.awaiting.transferHeldUntil", { heldUntil })}
      </p>
      <p className="mt-2 text-sm text-stone-800">
        {t(oxxo ? "order.awaiting.afterPayment" : "order.awaiting.transferAfterPayment")}
      </p>
      <p className="mt-2 text-sm text-stone-700 print:hidden">{t("order.awaiting.refreshing")}</p>
    </TitledSection>
  );
}
