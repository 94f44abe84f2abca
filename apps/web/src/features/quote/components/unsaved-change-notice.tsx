import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/quote.ts";

/** A change the park could not receive (network), offered again; the screens show the server's quote meanwhile. */
export function UnsavedChangeNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl bg-amber-50 px-5 py-3 text-amber-900 ring-1 ring-amber-200">
      <p>{t("quote.unsaved")}</p>
      <button type="button" onClick={onRetry} className="mt-1 font-semibold underline underline-offset-2">
        {t("quote.tryAgain")}
      </button>
    </div>
  );
}
