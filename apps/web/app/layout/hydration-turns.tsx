import { type ReactElement, Suspense } from "react";
import { holdLanguageRestore } from "./language-pending.ts";

/**
 * Hydrating a whole page is one task of 100-200 ms on a phone (Preact, the router and every element of
 * the page), which blocks a tap for as long (Lighthouse's TBT). The prerendered HTML is already on screen,
 * so the parts of the page can take turns instead: the first hydration renders the frame, and each
 * <HydrationTurn> keeps its prerendered element as it is, then hydrates it in a task of its own, in document
 * order. Preact keeps a suspended part's DOM while hydrating and resumes hydrating it when its promise
 * resolves (only its first element: a turn wraps exactly one element).
 *
 * Only the first hydration of a page taken by the client entry takes turns; every later render (a
 * navigation, a language switch, the tests' renders) renders the parts at once.
 */
let turnsOpen = false;
const waiting: Array<() => void> = [];

/** Called by the client entry just before it hydrates the page. */
export function beginHydrationTurns(): void {
  turnsOpen = true;
  // The visitor's language (and the page view that reports it) waits until every part is hydrated:
  // a hydration keeps the prerendered Spanish attributes of a part.
  holdLanguageRestore(
    new Promise<void>((resolve) => {
      waiting.push(resolve);
    }),
  );
}

/** Called by the client entry once the frame is hydrated: each waiting part hydrates in its own task. */
export function releaseHydrationTurns(): void {
  turnsOpen = false;
  // The language hold was queued first: it is resolved last, after the parts' tasks.
  const languageHold = waiting.shift();
  const next = () => {
    const resolve = waiting.shift() ?? languageHold;
    if (resolve === undefined) return;
    resolve();
    if (resolve !== languageHold) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

function Turn({ children }: { children: ReactElement }): ReactElement {
  if (turnsOpen) {
    throw new Promise<void>((resolve) => {
      waiting.push(resolve);
    });
  }
  return children;
}

/** A part of the page (one element) hydrated in a task of its own after the first hydration. */
export function HydrationTurn({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
