import { OXXO_TIME_ZONE } from "@park/domain/checkout/voucher-terms.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { parkDateTime } from "../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

/** The ways to pay after the purchase: cash at OXXO, or a SPEI transfer. */
export type PayLaterMethod = keyof QuoteDto["paymentOptions"];
type PayLaterOffer = NonNullable<QuoteDto["paymentOptions"][PayLaterMethod]>;

/**
 * What paying later means, before the visitor commits to it: a voucher or a CLABE, the day and hour to
 * pay by (on Mexico City's clock, as Stripe prints both), and a confirmation after.
 */
export function PayLaterNotice({ method, terms }: { method: PayLaterMethod; terms: PayLaterOffer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deadline = parkDateTime(terms.expiresAt, language, OXXO_TIME_ZONE);
  return (
    <div className="space-y-2 rounded-2xl bg-lake-50 px-5 py-4 text-stone-800 ring-1 ring-lake-100">
      <p>{t(`checkout.${method}.howItWorks`, { deadline })}</p>
      <p>{t(`checkout.${method}.confirmation`)}</p>
      <p className="text-sm">{t(`checkout.${method}.pesos`)}</p>
    </div>
  );
}
