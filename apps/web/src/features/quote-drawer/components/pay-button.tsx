import { DELAYS_MS } from "@park/domain/constants.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useDelayedEnable } from "../hooks/use-delayed-enable.ts";
import "../../../shared/i18n/commerce/drawer.ts";

/** Pay: usable 400 ms after every disabling condition cleared (000 §4 Pay and Continue buttons). */
export function PayButton({ disabled, onPay }: { disabled: boolean; onPay: () => void }) {
  const { t } = useTranslation();
  const enabled = useDelayedEnable(!disabled, DELAYS_MS.payButtonDisable);
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={onPay}
      className="h-12 rounded-full bg-forest-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-forest-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
    >
      {t("drawer.pay")}
    </button>
  );
}
