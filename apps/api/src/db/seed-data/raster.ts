/** An RGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

/**
 * A tiny software canvas for the seed's event pictures: RGB pixels, alpha blending and a few shapes
 * with soft one-pixel edges. Enough for flat illustrated scenes without an image library.
 */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Blends `color` over the pixel with the given coverage (0 = untouched, 1 = replaced). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const a = Math.min(1, alpha);
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    p[i] = p[i]! + (color[0] - p[i]!) * a;
    p[i + 1] = p[i + 1]! + (color[1] - p[i + 1]!) * a;
    p[i + 2] = p[i + 2]! + (color[2] - p[i + 2]!) * a;
  }

  /** Fills rows `fromY` to `toY` with a gradient through `stops` (position 0 = fromY, 1 = toY). */
  verticalGradient(fromY: number, toY: number, stops: readonly (readonly [number, Rgb])[]): void {
    const span = Math.max(1, toY - fromY);
    for (let y = Math.max(0, fromY); y < Math.min(this.height, toY); y++) {
      this.span(0, this.width, y, gradientAt(stops, (y - fromY) / span));
    }
  }

  /**
   * Paints pixels x0..x1-1 of row y with an opaque colour: one pixel written, then doubled with
   * copyWithin, which keeps large flat areas fast even before the JIT has warmed up.
   */
  span(x0: number, x1: number, y: number, color: Rgb): void {
    const from = Math.max(0, Math.ceil(x0));
    const to = Math.min(this.width, Math.ceil(x1));
    if (y < 0 || y >= this.height || to <= from) return;
    const start = (y * this.width + from) * 3;
    const end = (y * this.width + to) * 3;
    const p = this.pixels;
    p[start] = color[0];
    p[start + 1] = color[1];
    p[start + 2] = color[2];
    for (let filled = 3; start + filled < end; filled *= 2) {
      p.copyWithin(start + filled, start, Math.min(start + filled, end - filled));
    }
  }

  /** Blends pixels x0..x1-1 of row y with `color` at a constant coverage (translucent fills). */
  blendSpan(x0: number, x1: number, y: number, color: Rgb, alpha: number): void {
    const from = Math.max(0, Math.ceil(x0));
    const to = Math.min(this.width, Math.ceil(x1));
    if (y < 0 || y >= this.height || to <= from || alpha <= 0) return;
    const a = Math.min(1, alpha);
    const p = this.pixels;
    for (let i = (y * this.width + from) * 3, end = (y * this.width + to) * 3; i < end; i += 3) {
      p[i] = p[i]! + (color[0] - p[i]!) * a;
      p[i + 1] = p[i + 1]! + (color[1] - p[i + 1]!) * a;
      p[i + 2] = p[i + 2]! + (color[2] - p[i + 2]!) * a;
    }
  }

  /** Paints or blends pixels x0..x1-1 of row y, whichever the coverage asks for. */
  fill(x0: number, x1: number, y: number, color: Rgb, alpha: number): void {
    if (alpha >= 1) this.span(x0, x1, y, color);
    else this.blendSpan(x0, x1, y, color, alpha);
  }

  /** A disc with a soft edge; `alpha` below 1 makes it translucent (glows, reflections). */
  disc(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
      const dy2 = (y - cy) ** 2;
      if (dy2 > (r + 0.5) ** 2) continue;
      const outer = Math.sqrt((r + 0.5) ** 2 - dy2);
      // pixels within r - 0.5 of the centre are fully covered; only the rim needs its coverage computed
      const inner = r > 0.5 && dy2 < (r - 0.5) ** 2 ? Math.sqrt((r - 0.5) ** 2 - dy2) : -1;
      for (let x = Math.floor(cx - outer); x <= Math.ceil(cx + outer); x++) {
        if (Math.abs(x - cx) <= inner) {
          const lastFull = Math.floor(cx + inner);
          this.fill(x, lastFull + 1, y, color, alpha);
          x = lastFull;
          continue;
        }
        const coverage = r + 0.5 - Math.sqrt((x - cx) ** 2 + dy2);
        if (coverage > 0) this.blend(x, y, color, Math.min(1, coverage) * alpha);
      }
    }
  }

  /** Fills from the curve y = top(x) down to row `bottom` (excluded), e.g. a range of hills. */
  below(top: (x: number) => number, color: Rgb, alpha = 1, bottom = this.height): void {
    const edges = Float64Array.from({ length: this.width }, (_, x) => Math.max(0, top(x)));
    const edgeRows = Int32Array.from(edges, Math.floor);
    const lastRow = Math.min(bottom, this.height);
    const highest = Math.min(...edgeRows);
    const lowest = Math.max(...edgeRows);
    for (let y = highest; y < lastRow; y++) {
      if (y > lowest) {
        this.fill(0, this.width, y, color, alpha);
        continue;
      }
      // runs of fully covered pixels are filled as spans; the pixel the curve crosses gets its coverage
      let runStart = -1;
      for (let x = 0; x <= this.width; x++) {
        const edgeRow = x < this.width ? edgeRows[x]! : lastRow;
        if (y > edgeRow) {
          if (runStart < 0) runStart = x;
        } else if (runStart >= 0) {
          this.fill(runStart, x, y, color, alpha);
          runStart = -1;
        }
        if (y === edgeRow) this.blend(x, y, color, (y + 1 - edges[x]!) * alpha);
      }
    }
  }

  /** An axis-aligned rectangle. */
  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy++)
      this.fill(x, x + w, yy, color, alpha);
  }

  /** A straight stroke of the given width with soft edges. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, color: Rgb): void {
    const half = width / 2;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const length = Math.sqrt(dx * dx + dy * dy) || 1;
    // Walk along the major axis and only test the few pixels across the stroke at each step.
    const alongX = Math.abs(dx) >= Math.abs(dy);
    const reach = Math.ceil((half + 1) * (length / Math.max(Math.abs(alongX ? dx : dy), 1e-9)));
    const [from, to] = alongX ? [Math.min(x0, x1), Math.max(x0, x1)] : [Math.min(y0, y1), Math.max(y0, y1)];
    for (let major = Math.floor(from - half - 1); major <= Math.ceil(to + half + 1); major++) {
      const t = alongX ? (dx === 0 ? 0 : (major - x0) / dx) : dy === 0 ? 0 : (major - y0) / dy;
      const centre = alongX ? y0 + t * dy : x0 + t * dx;
      for (let minor = Math.floor(centre - reach); minor <= Math.ceil(centre + reach); minor++) {
        const x = alongX ? major : minor;
        const y = alongX ? minor : major;
        const k = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (length * length)));
        const distance = Math.sqrt((x - (x0 + k * dx)) ** 2 + (y - (y0 + k * dy)) ** 2);
        const coverage = half + 0.5 - distance;
        if (coverage > 0) this.blend(x, y, color, Math.min(1, coverage));
      }
    }
  }

  /** A filled polygon (even-odd rule), sampled at pixel centres. */
  polygon(points: readonly (readonly [number, number])[], color: Rgb): void {
    const ys = points.map((p) => p[1]);
    for (
      let y = Math.max(0, Math.floor(Math.min(...ys)));
      y <= Math.min(this.height - 1, Math.max(...ys));
      y++
    ) {
      const cy = y + 0.5;
      const crossings: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        if (ay <= cy !== by <= cy) crossings.push(ax + ((cy - ay) / (by - ay)) * (bx - ax));
      }
      crossings.sort((a, b) => a - b);
      // a pixel is inside when its centre lies between a pair of crossings
      for (let i = 0; i + 1 < crossings.length; i += 2)
        this.span(crossings[i]! - 0.5, crossings[i + 1]! - 0.5, y, color);
    }
  }
}

/** The colour at position t (0..1) of a gradient given as sorted [position, colour] stops. */
export function gradientAt(stops: readonly (readonly [number, Rgb])[], t: number): Rgb {
  const first = stops[0];
  if (!first) throw new RangeError("a gradient needs at least one stop");
  let previous = first;
  for (const stop of stops) {
    if (t <= stop[0]) {
      const span = stop[0] - previous[0];
      const k = span > 0 ? (t - previous[0]) / span : 0;
      return [
        mix(previous[1][0], stop[1][0], k),
        mix(previous[1][1], stop[1][1], k),
        mix(previous[1][2], stop[1][2], k),
      ];
    }
    previous = stop;
  }
  return previous[1];
}

function mix(a: number, b: number, k: number): number {
  return Math.round(a + (b - a) * k);
}

/** A small deterministic pseudo-random generator (mulberry32), so every seed run draws the same stars. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
