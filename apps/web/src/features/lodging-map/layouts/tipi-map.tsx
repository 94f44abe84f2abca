import { LODGING_UNITS } from "@park/domain/constants.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ellipsePoints, type LodgingMapLayouts, placeUnits } from "./map-layout.ts";
import { Arrow, Campfire, Ground, MapLabel, Road, Woods } from "./scenery.tsx";
import "../../../shared/i18n/commerce/lodgingMap.ts";

/** The tepee village: six tepees in a ring around the shared campfire, T1 at the top, clockwise. */
const WIDE = { width: 1000, height: 600 };
const COMPACT = { width: 400, height: 620 };
const WIDE_CENTRE = { x: 520, y: 310 };
const WIDE_RADIUS = { x: 300, y: 200 };
const COMPACT_CENTRE = { x: 200, y: 300 };
const COMPACT_RADIUS = { x: 135, y: 200 };
const WIDE_POINTS = ellipsePoints(6, WIDE_CENTRE, WIDE_RADIUS, -90, 60);
const COMPACT_POINTS = ellipsePoints(6, COMPACT_CENTRE, COMPACT_RADIUS, -90, 60);

function Ring({ centre, radius }: { centre: { x: number; y: number }; radius: { x: number; y: number } }) {
  const { x, y } = centre;
  return (
    <Road
      width={16}
      d={`M${x - radius.x} ${y} a${radius.x} ${radius.y} 0 1 0 ${2 * radius.x} 0 a${radius.x} ${radius.y} 0 1 0 ${-2 * radius.x} 0`}
    />
  );
}

function WideScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...WIDE} />
      <Road d={`M0 ${WIDE_CENTRE.y} H${WIDE_CENTRE.x - WIDE_RADIUS.x}`} dashed />
      <Ring centre={WIDE_CENTRE} radius={WIDE_RADIUS} />
      <Campfire x={WIDE_CENTRE.x} y={WIDE_CENTRE.y} size={1.4} />
      <MapLabel x={WIDE_CENTRE.x} y={WIDE_CENTRE.y + 75}>
        {t("lodgingMap.scenery.campfire")}
      </MapLabel>
      <Woods
        points={[
          [60, 60],
          [150, 110],
          [900, 60],
          [950, 150],
          [930, 500],
          [860, 560],
          [80, 520],
          [170, 560],
          [520, 30],
          [520, 580],
        ]}
      />
      <MapLabel x={18} y={280} anchor="start" size={22}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
      <Arrow x={40} y={WIDE_CENTRE.y} />
    </>
  );
}

function CompactScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...COMPACT} />
      <Road d={`M${COMPACT_CENTRE.x} 620 V${COMPACT_CENTRE.y + COMPACT_RADIUS.y}`} dashed width={20} />
      <Ring centre={COMPACT_CENTRE} radius={COMPACT_RADIUS} />
      <Campfire x={COMPACT_CENTRE.x} y={COMPACT_CENTRE.y} size={1} />
      <MapLabel x={COMPACT_CENTRE.x} y={COMPACT_CENTRE.y + 60} size={18}>
        {t("lodgingMap.scenery.campfire")}
      </MapLabel>
      <Woods
        points={[
          [40, 40],
          [360, 40],
          [30, 300],
          [370, 300],
          [50, 570],
          [350, 570],
        ]}
      />
      <MapLabel x={COMPACT_CENTRE.x - 16} y={608} anchor="end" size={18}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
    </>
  );
}

export const TIPI_MAP: LodgingMapLayouts = {
  kind: "TIPI",
  wide: { ...WIDE, Scenery: WideScenery, units: placeUnits(LODGING_UNITS.TIPI, WIDE_POINTS) },
  compact: { ...COMPACT, Scenery: CompactScenery, units: placeUnits(LODGING_UNITS.TIPI, COMPACT_POINTS) },
};
