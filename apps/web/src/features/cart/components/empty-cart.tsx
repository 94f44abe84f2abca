import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openQuoteDrawer } from "../../../shared/overlays/overlay-requests.ts";
import { CartIcon } from "../../../shared/ui/icons.tsx";
import "../../../shared/i18n/commerce/cart.ts";

/** The cart with nothing in it: an invitation to get prices (opens the quote drawer). */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-sand-200">
      <CartIcon className="mx-auto h-12 w-12 text-forest-700" />
      <h2 className="mt-4 text-xl font-bold text-forest-900">{t("cart.empty.title")}</h2>
      <p className="mt-2 text-stone-700">{t("cart.empty.text")}</p>
      <button
        type="button"
        onClick={() => openQuoteDrawer()}
        className="mt-6 inline-flex h-12 items-center rounded-full bg-forest-700 px-6 font-semibold text-white shadow-sm hover:bg-forest-800"
      >
        {t("cart.empty.getPrices")}
      </button>
    </div>
  );
}
