import { encodePng } from "./png.ts";
import { gradientAt, Raster, type Rgb, seededRandom } from "./raster.ts";

/** Size of every event picture: 16:9, large enough for the events page cards. */
export const EVENT_PICTURE_WIDTH = 640;
export const EVENT_PICTURE_HEIGHT = 360;

export type EventScene = "LAKE_CONCERT" | "FISHING_MORNING" | "NIGHT_CANOPY";

const W = EVENT_PICTURE_WIDTH;
const H = EVENT_PICTURE_HEIGHT;

/** Sunset over the lake with a lit stage on the shore. */
function lakeConcert(r: Raster): void {
  const horizon = 230;
  r.verticalGradient(0, horizon, [
    [0, [58, 36, 104]],
    [0.55, [214, 96, 110]],
    [1, [255, 184, 108]],
  ]);
  r.disc(440, horizon - 8, 44, [255, 226, 150]);
  r.below((x) => horizon - 28 - 22 * Math.sin(x / 70) - 12 * Math.sin(x / 23 + 1), [92, 56, 112], 1, horizon);
  r.verticalGradient(horizon, H, [
    [0, [236, 140, 120]],
    [1, [54, 42, 96]],
  ]);
  for (let i = 0; i < 6; i++)
    r.rect(400 - i * 6, horizon + 10 + i * 18, 80 + i * 12, 3, [255, 214, 150], 0.5);
  // stage on the left shore
  r.polygon(
    [
      [0, 250],
      [250, 262],
      [290, H],
      [0, H],
    ],
    [40, 30, 52],
  );
  r.rect(60, 170, 150, 80, [28, 22, 40]);
  r.polygon(
    [
      [50, 172],
      [135, 138],
      [220, 172],
    ],
    [34, 26, 46],
  );
  const lights: Rgb[] = [
    [255, 90, 90],
    [255, 200, 80],
    [110, 220, 140],
    [90, 170, 255],
  ];
  lights.forEach((color, i) => {
    r.disc(82 + i * 36, 182, 14, color, 0.35);
    r.disc(82 + i * 36, 182, 5, color);
  });
}

/** Morning on the lake: sun, green hills and a rowing boat. */
function fishingMorning(r: Raster): void {
  const horizon = 210;
  r.verticalGradient(0, horizon, [
    [0, [120, 186, 240]],
    [1, [214, 236, 250]],
  ]);
  r.disc(520, 70, 60, [255, 240, 190], 0.35);
  r.disc(520, 70, 34, [255, 228, 120]);
  r.below(
    (x) => horizon - 60 - 30 * Math.sin(x / 110 + 0.5) - 10 * Math.sin(x / 37),
    [126, 170, 112],
    1,
    horizon,
  );
  r.below((x) => horizon - 25 - 18 * Math.sin(x / 80 + 2), [82, 140, 86], 1, horizon);
  r.verticalGradient(horizon, H, [
    [0, [96, 170, 210]],
    [1, [34, 92, 150]],
  ]);
  for (let i = 0; i < 9; i++)
    r.rect(40 + ((i * 137) % 520), horizon + 20 + i * 15, 60, 2, [200, 230, 245], 0.6);
  // boat with a fishing rod
  r.polygon(
    [
      [220, 272],
      [380, 272],
      [355, 296],
      [245, 296],
    ],
    [150, 78, 48],
  );
  r.rect(292, 238, 16, 34, [240, 120, 60]);
  r.disc(300, 230, 9, [244, 200, 160]);
  r.line(306, 246, 400, 190, 2, [60, 50, 40]);
  r.line(400, 190, 420, 280, 1, [230, 230, 230]);
}

/** Night sky with stars and a crescent moon, and the canopy line across the pines. */
function nightCanopy(r: Raster): void {
  const sky: [number, Rgb][] = [
    [0, [10, 16, 48]],
    [0.7, [34, 48, 104]],
    [1, [52, 70, 128]],
  ];
  r.verticalGradient(0, H, sky);
  const random = seededRandom(7);
  for (let i = 0; i < 140; i++) {
    const x = random() * W;
    const y = random() * 220;
    r.disc(x, y, 0.6 + random() * 1.1, [255, 255, 240], 0.5 + random() * 0.5);
  }
  // crescent: the full moon, the sky's own colour over part of it, then a faint halo over both
  r.disc(110, 80, 32, [244, 240, 214]);
  r.disc(124, 72, 28, gradientAt(sky, 72 / H));
  r.disc(110, 80, 70, [230, 230, 200], 0.12);
  r.below((x) => 250 - 50 * Math.sin(x / 120 + 0.3) - 15 * Math.sin(x / 41), [24, 34, 64]);
  // pines on the ridge
  for (let i = 0; i < 12; i++) {
    const x = 20 + i * 55 + (i % 3) * 9;
    const base = 320 - (i % 4) * 12;
    r.polygon(
      [
        [x, base - 70],
        [x + 22, base],
        [x - 22, base],
      ],
      [12, 24, 34],
    );
  }
  r.below(() => 326, [10, 20, 28]);
  // zip line with a rider and a headlamp
  r.line(0, 150, W, 230, 2, [200, 200, 210]);
  const riderX = 380;
  const riderY = 150 + (80 * riderX) / W;
  r.line(riderX, riderY, riderX, riderY + 26, 2, [200, 200, 210]);
  r.disc(riderX, riderY + 32, 7, [250, 150, 60]);
  r.disc(riderX + 8, riderY + 26, 10, [255, 250, 200], 0.3);
}

const SCENES: Record<EventScene, (r: Raster) => void> = {
  LAKE_CONCERT: lakeConcert,
  FISHING_MORNING: fishingMorning,
  NIGHT_CANOPY: nightCanopy,
};

/** The PNG bytes of one scene. */
export function drawEventPicture(scene: EventScene): Uint8Array {
  const raster = new Raster(W, H);
  SCENES[scene](raster);
  return encodePng(W, H, raster.pixels);
}
