import jsQR from "jsqr";

/** Pixels per module, and the quiet zone of modules a reader needs around the code. */
const SCALE = 4;
const QUIET = 4;

/**
 * What a gate's reader would read off a QR drawn as `qrcode` draws SVG: one stroke path whose rows are
 * `M<x> <y+0.5>` then `h<n>` (n dark modules) and `m<n> 0` (n light ones). The modules are painted into
 * pixels with a quiet zone and read by jsQR; null when nothing can be read.
 */
export function readSvgQr(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) return null;
  const side = (size + 2 * QUIET) * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const first = Number(a);
    if (op === "M") [x, y] = [first, Math.floor(Number(b))];
    else if (op === "m") [x, y] = [x + first, y + Math.floor(Number(b))];
    else {
      for (let column = x; column < x + first; column++) paint(pixels, side, column, y);
      x += first;
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

function paint(pixels: Uint8ClampedArray, side: number, column: number, row: number) {
  for (let dy = 0; dy < SCALE; dy++) {
    for (let dx = 0; dx < SCALE; dx++) {
      const at = (((row + QUIET) * SCALE + dy) * side + (column + QUIET) * SCALE + dx) * 4;
      pixels.fill(0, at, at + 3);
    }
  }
}
