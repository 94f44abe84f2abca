import { useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/cart.ts";

interface ContinueButtonProps {
  disabled: boolean;
  /** Asked before leaving for payment (the 3x2 conditions); it calls `proceed` when the visitor may go on. */
  beforeContinue: (proceed: () => void) => void;
}

/** Continue to payment (000 §4 Pay and Continue buttons); the cart decides when it is disabled. */
export function ContinueButton({ disabled, beforeContinue }: ContinueButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => beforeContinue(() => void navigate("/checkout/contact-payment"))}
      className="inline-flex h-12 w-full items-center justify-center rounded-full bg-forest-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-forest-800 disabled:cursor-not-allowed disabled:bg-stone-400"
    >
      {t("cart.summary.continue")}
    </button>
  );
}
