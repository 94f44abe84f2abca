import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { ApiError } from "../../../../shared/api/api-error.ts";
import { QueryState } from "../../shell/components/query-state.tsx";

/**
 * One panel of the dashboard: its heading, then its read's figures, loading line or refusal with a retry.
 * A role refused the call (its role changed since it signed in) sees no panel rather than a broken one.
 */
export function Panel<T>(props: {
  title: string;
  query: UseQueryResult<T>;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const id = useId();
  const { query } = props;
  if (query.error instanceof ApiError && query.error.status === 403) return null;
  return (
    <section
      aria-labelledby={id}
      aria-busy={query.isPending && query.fetchStatus === "fetching"}
      className={`grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-lg border border-stone-200 bg-white p-4 ${props.className ?? ""}`}
    >
      <h2 id={id} className="font-semibold text-lg text-forest-900">
        {props.title}
      </h2>
      <QueryState query={query}>{props.children}</QueryState>
    </section>
  );
}

/** A panel's key figures as plain numbers, each under what it counts. */
export function KeyFigures({ figures }: { figures: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
      {figures.map((figure) => (
        <div key={figure.term} className="rounded bg-sand-50 p-3">
          <dt className="text-sm text-stone-700">{figure.term}</dt>
          <dd className="font-bold text-2xl text-forest-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
