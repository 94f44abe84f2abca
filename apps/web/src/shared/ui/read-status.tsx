import type { ReactNode } from "react";

interface LoadProblemProps {
  message: string;
  /** Left out where trying again cannot help (a vacancy that is gone). */
  retry?: { label: string; onRetry: () => void } | undefined;
  /** Announced at once, for a problem that replaces what the visitor was reading. */
  alert?: boolean;
  className?: string;
  /** The retry as a pill, as the product pages' other buttons. */
  pill?: boolean;
}

/** A read that failed, with a way to try again: the one look of every public page's load problem. */
export function LoadProblem({
  message,
  retry,
  alert = false,
  className = "",
  pill = false,
}: LoadProblemProps) {
  return (
    <div
      role={alert ? "alert" : undefined}
      className={`${className ? `${className} ` : ""}rounded-xl bg-sand-100 px-5 py-4 text-stone-800`}
    >
      <p>{message}</p>
      {retry && (
        <button
          type="button"
          onClick={retry.onRetry}
          className={`mt-3 ${pill ? "rounded-full" : "rounded-lg"} bg-forest-700 px-4 py-2 font-semibold text-white hover:bg-forest-800`}
        >
          {retry.label}
        </button>
      )}
    </div>
  );
}

/**
 * What a page says while its read is under way or after it failed; once it is ready the page shows what it
 * read beside this (which then renders nothing).
 */
export function ReadStatus({
  status,
  loading,
  problem,
}: {
  status: "loading" | "error" | "ready";
  loading: string;
  problem: LoadProblemProps;
}) {
  if (status === "loading") return <p className="text-stone-700">{loading}</p>;
  if (status === "error") return <LoadProblem {...problem} />;
  return null;
}

/**
 * Where a list read after the page shows appears, announced as it changes. A screen's height is kept for it
 * whatever it holds: what follows starts below the fold, so nothing on screen moves when the list arrives,
 * however long it is (a phone shows fewer per screen).
 */
export function ListRegion({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="mt-10 min-h-[max(28rem,100svh)]" aria-live="polite" aria-busy={busy}>
      {children}
    </div>
  );
}
