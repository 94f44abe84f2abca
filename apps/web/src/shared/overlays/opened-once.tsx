import { type ComponentType, lazy, Suspense, useEffect, useRef } from "react";

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
 */
export function openedOnce<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Body = lazy(load);
  return function OpenedOnce(props: P) {
    const opened = useRef(props.open);
    if (props.open) opened.current = true;
    useEffect(() => whenIdle(() => void load()), []);
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  };
}
