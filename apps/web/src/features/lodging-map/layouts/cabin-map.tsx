import { LODGING_UNITS } from "@park/domain/constants.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { type LodgingMapLayouts, placeUnits, serpentinePoints } from "./map-layout.ts";
import { Arrow, Building, Campfire, Ground, MapLabel, Road, Woods } from "./scenery.tsx";
import "../../../shared/i18n/commerce/lodgingMap.ts";

/**
 * Basic cabins C1-C19 in the woods: one road winds through the area and the cabins line it, numbered
 * in the order a visitor driving in meets them.
 */
const WIDE = { width: 1000, height: 600 };
const COMPACT = { width: 400, height: 920 };

function WideScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...WIDE} />
      <Road
        dashed
        d="M0 150 H930 Q970 150 970 190 V310 Q970 350 930 350 H70 Q30 350 30 390 V510 Q30 550 70 550 H1000"
      />
      <Woods
        points={[
          [40, 40],
          [180, 30],
          [315, 35],
          [450, 28],
          [585, 36],
          [720, 30],
          [855, 34],
          [970, 60],
          [100, 215],
          [240, 205],
          [380, 212],
          [520, 205],
          [660, 214],
          [800, 206],
          [900, 225],
          [230, 420],
          [360, 410],
          [500, 418],
          [640, 410],
          [780, 420],
          [920, 410],
        ]}
      />
      <MapLabel x={18} y={122} anchor="start" size={22}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
      <Arrow x={40} y={150} />
      <Campfire x={90} y={280} size={0.9} />
      <MapLabel x={90} y={335}>
        {t("lodgingMap.scenery.campfire")}
      </MapLabel>
      <Building x={950} y={460} label={t("lodgingMap.scenery.restrooms")} />
      <MapLabel x={985} y={590} anchor="end">
        {t("lodgingMap.scenery.toWaterPark")}
      </MapLabel>
      <Arrow x={975} y={550} />
    </>
  );
}

function CompactScenery() {
  const { t } = useTranslation();
  return (
    <>
      <Ground {...COMPACT} />
      <Road
        dashed
        d="M0 160 H350 Q385 160 385 195 V300 Q385 335 350 335 H50 Q15 335 15 370 V475 Q15 510 50 510 H350 Q385 510 385 545 V650 Q385 685 350 685 H50 Q15 685 15 720 V825 Q15 860 50 860 H400"
        width={22}
      />
      <Woods
        points={[
          [200, 225],
          [110, 250],
          [290, 240],
          [200, 410],
          [110, 420],
          [290, 415],
          [200, 575],
          [290, 590],
          [110, 585],
          [200, 760],
          [290, 770],
          [380, 760],
          [340, 30],
        ]}
      />
      <MapLabel x={14} y={134} anchor="start" size={18}>
        {t("lodgingMap.scenery.entrance")}
      </MapLabel>
      <Arrow x={28} y={160} />
      <Building x={340} y={780} width={56} height={34} label={t("lodgingMap.scenery.restrooms")} />
      <MapLabel x={388} y={905} anchor="end" size={18}>
        {t("lodgingMap.scenery.toWaterPark")}
      </MapLabel>
    </>
  );
}

const WIDE_POINTS = [
  ...[110, 245, 380, 515, 650, 785, 920].map((x) => ({ x, y: 85 })),
  ...[870, 730, 590, 450, 310, 170].map((x) => ({ x, y: 285 })),
  ...[150, 290, 430, 570, 710, 850].map((x) => ({ x, y: 485 })),
];

export const CABIN_MAP: LodgingMapLayouts = {
  kind: "CABIN",
  wide: { ...WIDE, Scenery: WideScenery, units: placeUnits(LODGING_UNITS.CABIN, WIDE_POINTS) },
  compact: {
    ...COMPACT,
    Scenery: CompactScenery,
    units: placeUnits(
      LODGING_UNITS.CABIN,
      serpentinePoints(LODGING_UNITS.CABIN.length, 4, [65, 155, 245, 335], [95, 270, 445, 620, 795]),
    ),
  },
};
