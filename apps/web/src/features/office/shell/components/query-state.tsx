import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SECONDARY_BUTTON_CLASSES } from "./office-controls.tsx";

/** A read's body once it has an answer; meanwhile a loading line, or the refusal with a retry button. */
export function QueryState<T>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; retry: string };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-red-800">
        <p>{query.error.message}</p>
        <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={() => void query.refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="text-gray-800">
      {texts.loading}
    </p>
  );
}
