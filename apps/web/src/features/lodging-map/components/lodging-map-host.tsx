import { Suspense } from "react";
import { closeLodgingMap, useOverlayRequests } from "../../../shared/overlays/overlay-requests.ts";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";

const LodgingMapDialog = deferredComponent(() => import("./lodging-map-dialog.tsx"));

/**
 * Shows the map of the kind openLodgingMap(kind) asked for (shared/overlays). Mounted once, in the layout,
 * so the drawer's choose-on-map link works on every page as the cart's change-lodging link does. Tiny on
 * purpose: the map, its drawings and the quote store load only when a map is first asked for.
 */
export function LodgingMapHost() {
  const kind = useOverlayRequests().lodgingMap;
  if (kind === null) return null;
  return (
    <Suspense fallback={null}>
      <LodgingMapDialog.Component key={kind} kind={kind} onClose={closeLodgingMap} />
    </Suspense>
  );
}
