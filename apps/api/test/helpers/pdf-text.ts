import { inflateSync } from "node:zlib";

/**
 * The text runs of a PDF written by pdfkit, one per text-showing operation (a table cell, a wrapped
 * line). pdfkit writes each run as `[<hex> kerning <hex> ...] TJ` in WinAnsi, inside Flate-compressed
 * content streams unless `compress: false`.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const runs: string[] = [];
  // pdfkit ends lines with "\n" only; an optional "\r" here would eat a compressed stream's last byte
  // whenever it happens to be 0x0d (the visit code makes the bytes vary from run to run).
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const bytes = Buffer.from(match[1] ?? "", "latin1");
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const hexes = [...(op[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? "");
      runs.push(hexes.map((hex) => Buffer.from(hex, "hex").toString("latin1")).join(""));
    }
  }
  return runs;
}

/** Pages of the document, counted from its page objects. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
}

/** An image of a PDF, as RGBA pixels. */
export type PdfImage = { width: number; height: number; rgba: Uint8ClampedArray };

/** Undoes the PNG row filters pdfkit's images keep (/DecodeParms /Predictor 15, PNG spec §9). */
function unfilterPngRows(data: Buffer, width: number, bytesPerPixel: number): Buffer {
  const stride = width * bytesPerPixel;
  const rows = data.length / (stride + 1);
  const out = Buffer.alloc(rows * stride);
  for (let y = 0; y < rows; y++) {
    const filter = data[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const raw = data[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= bytesPerPixel ? (out[y * stride + x - bytesPerPixel] ?? 0) : 0;
      const up = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? (out[(y - 1) * stride + x - bytesPerPixel] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      out[y * stride + x] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/**
 * The 8-bit grey or RGB image XObjects of a PDF written by pdfkit (Flate-compressed, with or without
 * PNG predictors), so a test can look at what a picture shows. Soft masks are left out.
 */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const raw = pdf.toString("latin1");
  const images: PdfImage[] = [];
  for (const match of raw.matchAll(/ obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\n/g)) {
    const dict = match[1] ?? "";
    if (!/\/Subtype \/Image/.test(dict)) continue;
    const number = (name: string) => Number(new RegExp(`/${name} (\\d+)`).exec(dict)?.[1] ?? Number.NaN);
    const colors = /\/ColorSpace \/DeviceRGB/.test(dict) ? 3 : /\/ColorSpace \/DeviceGray/.test(dict) ? 1 : 0;
    if (colors === 0 || number("BitsPerComponent") !== 8) continue;
    const [width, height, length] = [number("Width"), number("Height"), number("Length")];
    const start = (match.index ?? 0) + match[0].length;
    const inflated = inflateSync(Buffer.from(raw.slice(start, start + length), "latin1"));
    const data = number("Predictor") >= 10 ? unfilterPngRows(inflated, width, colors) : inflated;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = data[i * colors + (colors === 3 ? c : 0)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}
