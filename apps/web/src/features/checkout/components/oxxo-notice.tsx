import { OXXO_TIME_ZONE } from "@park/domain/checkout/voucher-terms.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { parkDateTime } from "../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

type VoucherOffer = NonNullable<QuoteDto["paymentOptions"]["oxxo"]>;

/**
 * What paying at OXXO means, before the visitor commits to it: a voucher, the day and hour to pay it by
 * (Stripe's deadline, on Mexico City's clock as the voucher prints it), and a confirmation later.
 */
export function OxxoNotice({ terms }: { terms: VoucherOffer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deadline = parkDateTime(terms.expiresAt, language, OXXO_TIME_ZONE);
  return (
    <div className="space-y-2 rounded-2xl bg-lake-50 px-5 py-4 text-stone-800 ring-1 ring-lake-100">
      <p>{t("checkout.oxxo.howItWorks", { deadline })}</p>
      <p>{t("checkout.oxxo.confirmation")}</p>
      <p className="text-sm">{t("checkout.oxxo.pesos")}</p>
    </div>
  );
}
