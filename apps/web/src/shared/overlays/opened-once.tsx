import { type ComponentType, Suspense, useEffect, useRef } from "react";
import { deferredComponent } from "../ui/deferred-component.ts";

/** Runs `work` once the browser is idle (or soon, where it has no idle callback). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work);
  else setTimeout(work, 200);
}

/**
 * A dialog whose body (Radix and its parts) is not in the page's first load: nothing is drawn until it
 * first opens, and its module is fetched once the page is idle, so opening it waits for nothing. Once
 * opened it stays mounted, so it closes with its animation and gives the focus back. It never suspends
 * while Preact hydrates (decision 0014): closed, it draws nothing at all.
 *
 * `preload` fetches the body sooner (from the control that opens it) and resolves once it is in: an
 * opening after that draws the body in the same frame, since the first opening only waits on a promise
 * that has already settled.
 */
export function openedOnce<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const body = deferredComponent(load);
  function OpenedOnce(props: P) {
    const opened = useRef(props.open);
    if (props.open) opened.current = true;
    useEffect(() => whenIdle(() => void body.preload()), []);
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <body.Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(OpenedOnce, { preload: body.preload });
}
