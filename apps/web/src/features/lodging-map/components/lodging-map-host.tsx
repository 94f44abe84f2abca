import { LODGING_KINDS, type LodgingKind } from "@park/domain/constants.ts";
import { Suspense, useEffect, useState } from "react";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { OPEN_LODGING_MAP_EVENT } from "../../quote/open-lodging-map.ts";

const LodgingMapDialog = deferredComponent(() => import("./lodging-map-dialog.tsx"));

function isLodgingKind(value: unknown): value is LodgingKind {
  return typeof value === "string" && (LODGING_KINDS as readonly string[]).includes(value);
}

function kindOf(event: Event): LodgingKind | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  if (typeof detail !== "object" || detail === null || !("kind" in detail)) return null;
  return isLodgingKind(detail.kind) ? detail.kind : null;
}

/**
 * Listens for `park:open-lodging-map` (detail `{ kind }`) and shows that kind's map. Mounted once, in the
 * layout, so the drawer's choose-on-map link works on every page as the cart's change-lodging link does. Tiny on purpose: the
 * map, its drawings and the quote store load only when a map is first asked for.
 */
export function LodgingMapHost() {
  const [kind, setKind] = useState<LodgingKind | null>(null);

  useEffect(() => {
    const open = (event: Event) => {
      const requested = kindOf(event);
      if (requested) setKind(requested);
    };
    window.addEventListener(OPEN_LODGING_MAP_EVENT, open);
    return () => window.removeEventListener(OPEN_LODGING_MAP_EVENT, open);
  }, []);

  if (kind === null) return null;
  return (
    <Suspense fallback={null}>
      <LodgingMapDialog.Component key={kind} kind={kind} onClose={() => setKind(null)} />
    </Suspense>
  );
}
