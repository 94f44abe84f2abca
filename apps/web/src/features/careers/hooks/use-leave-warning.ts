import { type RefObject, useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * While `guard` holds true, leaving the page is held: a link or Back opens the 'Formulario incompleto'
 * dialog (`blocked`), and closing or reloading the tab asks the browser's own question. A ref, so a
 * navigation started right after a successful submit (before a re-render) is not held.
 */
export function useLeaveWarning(guard: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (guard.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [guard]);

  return {
    blocked: blocker.state === "blocked",
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
