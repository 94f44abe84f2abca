import PDFDocument from "pdfkit";

/** One priced line: what, how many at what price, and the line's amount. */
export type SummaryRow = { label: string; detail: string; amount: string };

/** A printable summary: a heading, key facts, a table of lines with totals and sections of notes. */
export type SummaryDocument = {
  /** BCP 47 tag of the text ("es-MX", "en-US"), written into the file for screen readers. */
  lang: string;
  parkName: string;
  title: string;
  facts: { label: string; value: string }[];
  table: {
    columns: { label: string; detail: string; amount: string };
    rows: SummaryRow[];
    /** Shown instead of the table when there are no rows. */
    empty: string;
    totals: { label: string; amount: string }[];
  };
  sections: { title: string; lines: string[] }[];
};

const MARGIN = 54;
const GREY = "#555555";
const BODY_SIZE = 10;
/** Wrapped lines of a notice start under its text, not under its bullet. */
const BULLET_INDENT = 12;

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeFacts(doc: PDFKit.PDFDocument, facts: SummaryDocument["facts"], width: number): void {
  const labelWidth = 130;
  for (const fact of facts) {
    doc.font("Helvetica").fontSize(BODY_SIZE);
    const height = Math.max(
      doc.heightOfString(fact.label, { width: labelWidth }),
      doc.heightOfString(fact.value, { width: width - labelWidth }),
    );
    ensureRoom(doc, height);
    const y = doc.y;
    doc.fillColor(GREY).text(fact.label, MARGIN, y, { width: labelWidth });
    doc
      .fillColor("black")
      .font("Helvetica-Bold")
      .text(fact.value, MARGIN + labelWidth, y, {
        width: width - labelWidth,
      });
    doc.y = y + height + 4;
  }
}

function writeRow(
  doc: PDFKit.PDFDocument,
  cells: [string, string, string],
  widths: [number, number, number],
  font: string,
): void {
  doc.font(font).fontSize(BODY_SIZE);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! })));
  ensureRoom(doc, height);
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.text(cell, x, y, { width: widths[i]!, align: i === 0 ? "left" : "right" });
    x += widths[i]!;
  });
  doc.y = y + height + 6;
}

function writeTable(doc: PDFKit.PDFDocument, table: SummaryDocument["table"], width: number): void {
  const widths: [number, number, number] = [width * 0.45, width * 0.33, width * 0.22];
  if (table.rows.length === 0) {
    doc.font("Helvetica").fontSize(BODY_SIZE).text(table.empty, MARGIN, doc.y, { width });
    doc.moveDown();
  } else {
    doc.fillColor(GREY);
    writeRow(doc, [table.columns.label, table.columns.detail, table.columns.amount], widths, "Helvetica");
    doc.fillColor("black");
    for (const row of table.rows) writeRow(doc, [row.label, row.detail, row.amount], widths, "Helvetica");
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor("#cccccc")
    .stroke();
  doc.y += 6;
  table.totals.forEach((total, i) => {
    const last = i === table.totals.length - 1;
    writeRow(doc, [total.label, "", total.amount], widths, last ? "Helvetica-Bold" : "Helvetica");
  });
}

function writeSections(doc: PDFKit.PDFDocument, sections: SummaryDocument["sections"], width: number): void {
  for (const section of sections) {
    doc.moveDown(0.5);
    ensureRoom(doc, 40);
    doc.font("Helvetica-Bold").fontSize(12).fillColor("black").text(section.title, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    doc.font("Helvetica").fontSize(BODY_SIZE);
    for (const line of section.lines) {
      const height = doc.heightOfString(line, { width: width - BULLET_INDENT });
      ensureRoom(doc, height);
      const y = doc.y;
      doc.text("•", MARGIN, y);
      doc.text(line, MARGIN + BULLET_INDENT, y, { width: width - BULLET_INDENT });
      doc.y = y + height;
      doc.moveDown(0.3);
    }
  }
}

/**
 * Renders a summary as a PDF with pdfkit's standard fonts (their WinAnsi encoding covers Spanish).
 * `compress: false` keeps the text readable in the file, which tests use to check the content.
 */
export function renderSummaryPdf(
  summary: SummaryDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: summary.lang,
    info: { Title: `${summary.parkName} - ${summary.title}`, Author: summary.parkName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font("Helvetica-Bold").fontSize(20).text(summary.parkName, MARGIN, MARGIN, { width });
  doc.font("Helvetica").fontSize(14).fillColor(GREY).text(summary.title, { width });
  doc.fillColor("black").moveDown();
  writeFacts(doc, summary.facts, width);
  doc.moveDown();
  writeTable(doc, summary.table, width);
  writeSections(doc, summary.sections, width);
  doc.end();
  return done;
}
