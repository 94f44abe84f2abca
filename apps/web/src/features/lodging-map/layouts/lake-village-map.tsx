import { LODGING_UNITS } from "@park/domain/constants.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { type LodgingMapLayouts, placeUnits } from "./map-layout.ts";
import { Arrow, Ground, MapLabel, Road, Water, Woods } from "./scenery.tsx";
import "../../../shared/i18n/commerce/lodgingMap.ts";

/** Lake villas V1-V5 on the shore, each with its own dock into the lake. */
const WIDE = { width: 1000, height: 600 };
const COMPACT = { width: 400, height: 700 };
const WIDE_POINTS = [140, 320, 500, 680, 860].map((x) => ({ x, y: 225 }));
const COMPACT_POINTS = [100, 225, 350, 475, 600].map((y) => ({ x: 130, y }));

function Dock({ x, y, horizontal = false }: { x: number; y: number; horizontal?: boolean }) {
  return horizontal ? (
    <rect x={x} y={y - 7} width={95} height={14} fill="#b08a58" stroke="#6e5230" strokeWidth={2} />
  ) : (
    <rect x={x - 7} y={y} width={14} height={80} fill="#b08a58" stroke="#6e5230" strokeWidth={2} />
  );
}

function PedalBoat({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-22 0 Q0 16 22 0 Z" fill="#f7c548" stroke="#8a6a10" strokeWidth={2} />
      <circle cy={-7} r={6} fill="#e0662b" />
    </g>
  );
}

function WideScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...WIDE} />
      <Road d="M0 100 H1000" dashed />
      {WIDE_POINTS.map((point) => (
        <Road key={point.x} d={`M${point.x} 100 V${point.y}`} width={10} />
      ))}
      <Water
        d="M0 330 C200 290 350 360 500 330 S800 290 1000 340 V600 H0 Z"
        ripples={[
          { x: 200, y: 430 },
          { x: 420, y: 520 },
          { x: 640, y: 450 },
          { x: 840, y: 530 },
        ]}
      />
      {WIDE_POINTS.map((point) => (
        <Dock key={point.x} x={point.x} y={point.y + 40} />
      ))}
      <PedalBoat x={560} y={470} />
      <PedalBoat x={300} y={500} />
      <MapLabel x={500} y={560} size={28}>
        {t("lodgingMap.scenery.lake")}
      </MapLabel>
      <Woods
        points={[
          [230, 170],
          [410, 175],
          [590, 170],
          [770, 175],
          [950, 180],
          [60, 40],
          [300, 40],
          [700, 40],
          [940, 40],
        ]}
      />
      <MapLabel x={18} y={72} anchor="start" size={22}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
      <Arrow x={40} y={100} />
      <MapLabel x={880} y={400}>
        {t("lodgingMap.scenery.docks")}
      </MapLabel>
    </>
  );
}

function CompactScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...COMPACT} />
      <Road d="M30 0 V700" width={22} dashed />
      {COMPACT_POINTS.map((point) => (
        <Road key={point.y} d={`M30 ${point.y} H${point.x}`} width={8} />
      ))}
      <Water
        d="M250 0 C225 150 290 300 245 450 S270 650 240 700 H400 V0 Z"
        ripples={[
          { x: 330, y: 150 },
          { x: 340, y: 420 },
          { x: 320, y: 600 },
        ]}
      />
      {COMPACT_POINTS.map((point) => (
        <Dock key={point.y} x={point.x + 45} y={point.y} horizontal />
      ))}
      <MapLabel x={335} y={300} size={22}>
        {t("lodgingMap.scenery.lake")}
      </MapLabel>
      <MapLabel x={40} y={690} anchor="start" size={18}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
    </>
  );
}

export const LAKE_VILLAGE_MAP: LodgingMapLayouts = {
  kind: "LAKE_VILLAGE",
  wide: { ...WIDE, Scenery: WideScenery, units: placeUnits(LODGING_UNITS.LAKE_VILLAGE, WIDE_POINTS) },
  compact: {
    ...COMPACT,
    Scenery: CompactScenery,
    units: placeUnits(LODGING_UNITS.LAKE_VILLAGE, COMPACT_POINTS),
  },
};
