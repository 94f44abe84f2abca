import type { LodgingKind } from "@park/domain/constants.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openLodgingMap } from "../../../shared/overlays/overlay-requests.ts";
import "../../../shared/i18n/commerce/cart.ts";

interface LodgingUnitsProps {
  kind: LodgingKind;
  /** Names of the units chosen on the map (C3, T6, ...). */
  chosen: readonly string[];
  /** Until when the chosen units (and their price) stay held, in the park's time; null when nothing is held. */
  heldUntil?: string | null;
  canAddUnit: boolean;
  onAddUnit: () => void;
}

const action =
  "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-50";

/** Under the lodging line: the chosen unit numbers, the change-lodging link (the map) and add another unit. */
export function LodgingUnits({ kind, chosen, heldUntil = null, canAddUnit, onAddUnit }: LodgingUnitsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 border-t border-sand-200 pt-3">
      <p className="text-sm text-stone-800">
        {chosen.length > 0
          ? t("cart.lodging.chosen", { units: chosen.join(", ") })
          : t("cart.lodging.notChosen")}
      </p>
      {heldUntil !== null ? <p className="mt-1 text-sm text-stone-700">{heldUntil}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={action} onClick={() => openLodgingMap(kind)}>
          {chosen.length > 0 ? t("cart.lodging.change") : t("cart.lodging.choose")}
        </button>
        <button type="button" className={action} onClick={onAddUnit} disabled={!canAddUnit}>
          {t(`cart.lodging.addMore.${kind}`)}
        </button>
      </div>
    </div>
  );
}
