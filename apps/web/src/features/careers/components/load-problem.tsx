import { useTranslation } from "../../../shared/i18n/use-translation.ts";

/** A read that failed, with a way to try again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-sand-100 px-5 py-4 text-stone-800">
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-lg bg-forest-700 px-4 py-2 font-semibold text-white hover:bg-forest-800"
        >
          {t("careers.page.retry")}
        </button>
      )}
    </div>
  );
}
