import { useLocation } from "react-router";

/**
 * What job details shows after a submit: the application went, and whether its documents did. It travels
 * in the navigation's state because the site's notifications are cleared on every navigation.
 */
export type ApplicationNotice = { documentsFailed: boolean };

export function useApplicationNotice(): ApplicationNotice | null {
  const state: unknown = useLocation().state;
  if (typeof state !== "object" || state === null || !("applicationNotice" in state)) return null;
  const notice = state.applicationNotice;
  return typeof notice === "object" && notice !== null && "documentsFailed" in notice
    ? { documentsFailed: notice.documentsFailed === true }
    : null;
}
