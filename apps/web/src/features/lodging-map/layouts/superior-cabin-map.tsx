import { LODGING_UNITS } from "@park/domain/constants.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ellipsePoints, type LodgingMapLayouts, placeUnits } from "./map-layout.ts";
import { Arrow, Ground, MapLabel, Road, Water, Woods } from "./scenery.tsx";
import "../../../shared/i18n/commerce/lodgingMap.ts";

/** Superior cabins A-G in a half circle on the hillside, each with a footpath down to the garden. */
const WIDE = { width: 1000, height: 600 };
const COMPACT = { width: 400, height: 720 };
const WIDE_CENTRE = { x: 500, y: 400 };
const WIDE_POINTS = ellipsePoints(7, WIDE_CENTRE, { x: 340, y: 270 }, 180, 30);
const COMPACT_POINTS = [
  { x: 95, y: 90 },
  { x: 305, y: 165 },
  { x: 95, y: 240 },
  { x: 305, y: 315 },
  { x: 95, y: 390 },
  { x: 305, y: 465 },
  { x: 95, y: 540 },
];

function WideScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...WIDE} />
      <path d="M120 420 Q500 -40 880 420 Z" fill="#dbe8c6" />
      {WIDE_POINTS.map((point) => (
        <Road
          key={`${point.x}-${point.y}`}
          d={`M${point.x} ${point.y} L${WIDE_CENTRE.x} ${WIDE_CENTRE.y}`}
          width={10}
        />
      ))}
      <Road d={`M500 600 V${WIDE_CENTRE.y}`} width={26} dashed />
      <ellipse cx={500} cy={400} rx={120} ry={70} fill="#b9d98f" stroke="#6f9a45" strokeWidth={3} />
      <Water d="M470 400 a30 18 0 1 0 60 0 a30 18 0 1 0 -60 0 Z" />
      <MapLabel x={500} y={360}>
        {t("lodgingMap.scenery.garden")}
      </MapLabel>
      <Woods
        points={[
          [60, 60],
          [150, 40],
          [850, 40],
          [940, 70],
          [50, 250],
          [950, 250],
          [60, 520],
          [940, 520],
          [300, 540],
          [700, 540],
          [500, 40],
        ]}
      />
      <MapLabel x={470} y={585} anchor="end" size={22}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
      <Arrow x={500} y={575} rotate={-90} />
      <MapLabel x={160} y={585} size={18}>
        {t("lodgingMap.scenery.parking")}
      </MapLabel>
    </>
  );
}

function CompactScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...COMPACT} />
      <Road d="M200 20 V720" width={22} dashed />
      {COMPACT_POINTS.map((point) => (
        <Road key={`${point.x}-${point.y}`} d={`M${point.x} ${point.y} H200`} width={8} />
      ))}
      <ellipse cx={305} cy={600} rx={80} ry={50} fill="#b9d98f" stroke="#6f9a45" strokeWidth={3} />
      <MapLabel x={305} y={607} size={18}>
        {t("lodgingMap.scenery.garden")}
      </MapLabel>
      <Woods
        points={[
          [340, 40],
          [60, 165],
          [350, 240],
          [60, 315],
          [350, 390],
          [60, 465],
        ]}
      />
      <MapLabel x={188} y={708} anchor="end" size={18}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
      <Arrow x={200} y={690} rotate={-90} />
    </>
  );
}

export const SUPERIOR_CABIN_MAP: LodgingMapLayouts = {
  kind: "SUPERIOR_CABIN",
  wide: { ...WIDE, Scenery: WideScenery, units: placeUnits(LODGING_UNITS.SUPERIOR_CABIN, WIDE_POINTS) },
  compact: {
    ...COMPACT,
    Scenery: CompactScenery,
    units: placeUnits(LODGING_UNITS.SUPERIOR_CABIN, COMPACT_POINTS),
  },
};
