import { BREAKPOINTS, type LodgingKind } from "@park/domain/constants.ts";
import { useSyncExternalStore } from "react";

/** The two screens of the quote drawer: step 1 (stay types) and the visit's details (steps 2 to 5). */
export type DrawerView = "stay" | "details";

export interface OverlayRequests {
  /**
   * The latest request to open the quote drawer; `id` grows with each one, so a repeat opens it again.
   * `sidePanelFrom`: the screen width (px) from which it opens as the side panel (visit drawer) rather than
   * the mobile drawer.
   */
  drawer: { id: number; view: DrawerView; sidePanelFrom: number } | null;
  /** The lodging map asked for, or null when none is open. */
  lodgingMap: LodgingKind | null;
}

/**
 * The layout's overlays (the quote drawer and the lodging map) are opened from several features that do
 * not import each other: they ask here, and the hosts the layout mounts listen through the hooks below.
 */
let requests: OverlayRequests = { drawer: null, lodgingMap: null };
const listeners = new Set<() => void>();

function publish(next: OverlayRequests): void {
  requests = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the quote drawer; `details` opens it on the visit's details (the header's Edit). 000 §2: the visit
 * drawer is for screens from 1330 px, but a product page's add-to-quote opens it from 767 px.
 */
export function openQuoteDrawer(
  view: DrawerView = "stay",
  sidePanelFrom: number = BREAKPOINTS.visitDrawer,
): void {
  publish({ ...requests, drawer: { id: (requests.drawer?.id ?? 0) + 1, view, sidePanelFrom } });
}

export function openLodgingMap(kind: LodgingKind): void {
  publish({ ...requests, lodgingMap: kind });
}

export function closeLodgingMap(): void {
  if (requests.lodgingMap !== null) publish({ ...requests, lodgingMap: null });
}

export function currentOverlayRequests(): OverlayRequests {
  return requests;
}

export function useOverlayRequests(): OverlayRequests {
  return useSyncExternalStore(
    subscribe,
    () => requests,
    () => requests,
  );
}

/** Back to nothing asked (between tests). */
export function resetOverlayRequests(): void {
  publish({ drawer: null, lodgingMap: null });
}
