import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { SECONDARY_BUTTON_CLASSES } from "./office-controls.tsx";

/** A read's body once it has an answer; meanwhile a loading line, or the refusal with a retry button. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-red-800">
        <p>{query.error.message}</p>
        <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={() => void query.refetch()}>
          {t("office.shell.retry")}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="text-gray-800">
      {t("office.shell.loading")}
    </p>
  );
}
