import type { LodgingKind } from "@park/domain/constants.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useMinWidth } from "../../../shared/ui/use-min-width.ts";
import { LODGING_MAPS } from "../layouts/lodging-maps.ts";
import type { MapUnit } from "../unit-selection.ts";
import { UnitButton } from "./unit-button.tsx";
import type { UnitStatus } from "./unit-status.ts";
import "../../../shared/i18n/commerce/lodgingMap.ts";

interface LodgingMapCanvasProps {
  kind: LodgingKind;
  units: readonly MapUnit[];
  selection: readonly string[];
  onPick: (unit: MapUnit) => void;
}

function statusOf(unit: MapUnit, selection: readonly string[]): UnitStatus {
  if (selection.includes(unit.id)) return "selected";
  return unit.available ? "available" : "occupied";
}

/**
 * The illustrated map with a button on each unit. The drawing scales with the dialog's width (its
 * aspect ratio fixed by the layout) and the buttons sit at the same relative spots; phones get the
 * taller compact drawing. Units the drawing does not place are listed under it, never lost.
 */
export function LodgingMapCanvas({ kind, units, selection, onPick }: LodgingMapCanvasProps) {
  const { t } = useTranslation();
  // Phones get the tall compact drawing; from the `sm` breakpoint (640 px) the wide one.
  const compact = !useMinWidth(640, true);
  const layouts = LODGING_MAPS[kind];
  const layout = compact ? layouts.compact : layouts.wide;
  const { Scenery } = layout;
  const unitWord = t(`lodgingMap.unitWord.${kind}`);
  const unplaced = units.filter((unit) => !layout.units[unit.name]);
  // What a unit's button says and does, wherever it sits (on the drawing or in the list under it).
  const buttonOf = (unit: MapUnit) => ({
    name: unit.name,
    unitWord,
    status: statusOf(unit, selection),
    onPick: () => onPick(unit),
  });

  return (
    <div>
      <fieldset
        className="relative m-0 w-full min-w-0 overflow-hidden rounded-xl border-0 p-0 ring-1 ring-sand-200"
        style={{ aspectRatio: `${layout.width} / ${layout.height}` }}
      >
        <legend className="sr-only">{t(`lodgingMap.mapLabel.${kind}`)}</legend>
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          className="absolute inset-0 h-full w-full"
          aria-hidden="true"
          focusable="false"
          data-layout={compact ? "compact" : "wide"}
        >
          <Scenery />
        </svg>
        {units.map((unit) => {
          const place = layout.units[unit.name];
          if (!place) return null;
          return (
            <UnitButton
              key={unit.id}
              {...buttonOf(unit)}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{
                left: `${(place.x / layout.width) * 100}%`,
                top: `${(place.y / layout.height) * 100}%`,
              }}
            />
          );
        })}
      </fieldset>
      {unplaced.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {unplaced.map((unit) => (
            <UnitButton key={unit.id} {...buttonOf(unit)} />
          ))}
        </div>
      )}
    </div>
  );
}
