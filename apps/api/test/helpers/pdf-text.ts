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
