// Writes the picture that links to the site show when shared (Open Graph and Twitter cards want a PNG or
// JPEG, 1200 x 630): a drawn stand-in of the park, a lake among hills under the Ensenada sun, in the colours
// of the page pictures. A real photo replaces it by saving it as public/share/ensenada-park.png (same size).
//   node apps/web/scripts/generate-share-image.mjs
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "share", "ensenada-park.png");
const W = 1200;
const H = 630;
const HORIZON = 400;

const hex = (value) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((channel, i) => Math.round(channel + (b[i] - channel) * t));

const SKY_TOP = hex("#7cc6ee");
const SKY_BOTTOM = hex("#dff3fb");
const SUN = hex("#ffd35c");
const HILLS = ["#a7c48a", "#6d9f57", "#4f8444"].map(hex);
const LAKE_TOP = hex("#4aa3c9");
const LAKE_BOTTOM = hex("#2b7fa6");
const SHORE = hex("#9cc77a");
const PINE = hex("#2f6b3a");

/** The height of a hill line at x: a few soft waves, the nearer lines lower on the picture. */
function hillTop(x, layer) {
  const base = HORIZON - 120 + layer * 45;
  const waves = [
    Math.sin((x / W) * Math.PI * (1.4 + layer * 0.7) + layer) * (38 - layer * 8),
    Math.sin((x / W) * Math.PI * (3.3 + layer) + layer * 2.1) * (14 - layer * 3),
  ];
  return base + waves[0] + waves[1];
}

/** Pines on the near shore: a trunk line and a triangle, at fixed places so each run draws the same. */
const PINES = [90, 150, 205, 980, 1040, 1105, 1160].map((x, i) => ({ x, height: 70 + ((i * 37) % 40) }));
function inPine(x, y) {
  const shoreY = HORIZON + 70;
  return PINES.some((pine) => {
    const top = shoreY - pine.height;
    if (y < top || y > shoreY) return false;
    const halfWidth = ((y - top) / pine.height) * (pine.height * 0.28);
    return Math.abs(x - pine.x) <= halfWidth;
  });
}

function colourAt(x, y) {
  if (inPine(x, y)) return PINE;
  const sunDistance = Math.hypot(x - 860, y - 150);
  if (sunDistance < 70) return SUN;
  for (let layer = HILLS.length - 1; layer >= 0; layer--) {
    if (y >= hillTop(x, layer) && y < HORIZON) {
      const nearer = layer === HILLS.length - 1 || y < hillTop(x, layer + 1);
      if (nearer) return HILLS[layer];
    }
  }
  if (y < HORIZON) {
    const sky = mix(SKY_TOP, SKY_BOTTOM, y / HORIZON);
    return sunDistance < 110 ? mix(SUN, sky, (sunDistance - 70) / 40) : sky;
  }
  const lakeEdge = HORIZON + 70 + Math.sin((x / W) * Math.PI * 2) * 12;
  if (y > lakeEdge) return SHORE;
  const lake = mix(LAKE_TOP, LAKE_BOTTOM, (y - HORIZON) / 70);
  // Glints of the sun on the water, in bands.
  const glint = Math.abs(x - 860) < 90 - (y - HORIZON) && (y - HORIZON) % 9 < 2;
  return glint ? mix(lake, SUN, 0.6) : lake;
}

const png = new PNG({ width: W, height: H });
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    const [r, g, b] = colourAt(x, y);
    const i = (y * W + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  }
}
writeFileSync(OUT, PNG.sync.write(png, { colorType: 2, deflateLevel: 9 }));
console.log(`share image: ${OUT}`);
