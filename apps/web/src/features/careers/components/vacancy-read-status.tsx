import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ReadStatus } from "../../../shared/ui/read-status.tsx";
import type { LoadState } from "../hooks/use-load.ts";

/** A vacancy's read under way or failed: a vacancy that is gone cannot be read again, any other failure can. */
export function VacancyReadStatus<T>({
  state,
  retry,
  loading,
}: {
  state: LoadState<T>;
  retry: () => void;
  loading: string;
}) {
  const { t } = useTranslation();
  const gone = state.status === "error" && state.notFound;
  return (
    <ReadStatus
      status={state.status}
      loading={loading}
      problem={{
        message: t(gone ? "careers.details.notFound" : "careers.details.error"),
        retry: gone ? undefined : { label: t("careers.page.retry"), onRetry: retry },
      }}
    />
  );
}
