import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import type { OrderDto } from "../api/order-api.ts";
import "../../../shared/i18n/commerce/order.ts";

/**
 * 000 §6: only the cardholder named on the ticket, with a photo ID and the card used, may redeem the code
 * for the entry record and wristbands. The card is named by brand and last digits only. Paid in cash
 * or by transfer, there is no card: the person the purchase was made for shows their photo ID (as the e-mail says).
 */
export function WhatToBring({ payment }: { payment: OrderDto["payment"] }) {
  const { t } = useTranslation();
  // Paid in cash or by transfer: no card to show.
  const cash = payment !== null && payment.method !== "card";
  const card =
    payment?.cardBrand && payment.last4
      ? t("order.bring.cardNamed", { brand: payment.cardBrand.toUpperCase(), last4: payment.last4 })
      : t("order.bring.card");
  return (
    <TitledSection
      id="order-bring"
      heading={t("order.bring.heading")}
      className="rounded-2xl bg-lake-50 p-5 ring-1 ring-lake-100"
      headingClassName="text-lg font-bold text-forest-900"
    >
      <p className="mt-1 text-sm text-stone-800">{t(cash ? "order.bring.introCash" : "order.bring.intro")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-stone-800">
        <li>{t(cash ? "order.bring.photoIdBuyer" : "order.bring.photoId")}</li>
        {cash ? null : <li>{card}</li>}
        <li>{t("order.bring.code")}</li>
      </ul>
    </TitledSection>
  );
}
