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
  /** The visit code's QR for the gate (a paid visit), with its text alternative. */
  qr?: { png: Buffer; alt: string } | undefined;
};

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const MARGIN = 54;
/** The QR's printed side in points: the confirmation page's 163 px (001 §9). */
const QR_SIDE = 163;
const GREY = "#555555";
const BODY_SIZE = 10;
/** Wrapped lines of a notice start under its text, not under its bullet. */
const BULLET_INDENT = 12;

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Draws into a new structure element of `parent` (tagged PDF: what a screen reader reads, in order). */
function tag(doc: Doc, parent: Struct, type: string, draw: () => void, options: { alt?: string } = {}): void {
  parent.add(doc.struct(type, options, draw));
}

/** Draws what only decorates (rules): marked as an artifact, outside the structure. */
function artifact(doc: Doc, draw: () => void): void {
  doc.markContent("Artifact", { type: "Layout" });
  draw();
  doc.endMarkedContent();
}

function writeFacts(doc: Doc, root: Struct, facts: SummaryDocument["facts"], width: number): void {
  const labelWidth = 130;
  const table = doc.struct("Table");
  root.add(table);
  for (const fact of facts) {
    doc.font("Helvetica").fontSize(BODY_SIZE);
    const height = Math.max(
      doc.heightOfString(fact.label, { width: labelWidth }),
      doc.heightOfString(fact.value, { width: width - labelWidth }),
    );
    ensureRoom(doc, height);
    const y = doc.y;
    const row = doc.struct("TR");
    table.add(row);
    tag(doc, row, "TH", () => doc.fillColor(GREY).text(fact.label, MARGIN, y, { width: labelWidth }));
    tag(doc, row, "TD", () =>
      doc
        .fillColor("black")
        .font("Helvetica-Bold")
        .text(fact.value, MARGIN + labelWidth, y, { width: width - labelWidth }),
    );
    row.end();
    doc.y = y + height + 4;
  }
  table.end();
}

function writeRow(
  doc: Doc,
  table: Struct,
  cells: [string, string, string],
  widths: [number, number, number],
  font: string,
  cellType: "TH" | "TD",
): void {
  doc.font(font).fontSize(BODY_SIZE);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! })));
  ensureRoom(doc, height);
  const y = doc.y;
  const row = doc.struct("TR");
  table.add(row);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const left = x;
    tag(doc, row, cellType, () =>
      doc.text(cell, left, y, { width: widths[i]!, align: i === 0 ? "left" : "right" }),
    );
    x += widths[i]!;
  });
  row.end();
  doc.y = y + height + 6;
}

function writeTable(doc: Doc, root: Struct, table: SummaryDocument["table"], width: number): void {
  const widths: [number, number, number] = [width * 0.45, width * 0.33, width * 0.22];
  if (table.rows.length === 0) {
    doc.font("Helvetica").fontSize(BODY_SIZE);
    tag(doc, root, "P", () => doc.text(table.empty, MARGIN, doc.y, { width }));
    doc.moveDown();
  }
  const lines = doc.struct("Table");
  root.add(lines);
  if (table.rows.length > 0) {
    doc.fillColor(GREY);
    const head = [table.columns.label, table.columns.detail, table.columns.amount] as [
      string,
      string,
      string,
    ];
    writeRow(doc, lines, head, widths, "Helvetica", "TH");
    doc.fillColor("black");
    for (const row of table.rows)
      writeRow(doc, lines, [row.label, row.detail, row.amount], widths, "Helvetica", "TD");
  }
  artifact(doc, () =>
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor("#cccccc")
      .stroke(),
  );
  doc.y += 6;
  table.totals.forEach((total, i) => {
    const last = i === table.totals.length - 1;
    writeRow(
      doc,
      lines,
      [total.label, "", total.amount],
      widths,
      last ? "Helvetica-Bold" : "Helvetica",
      "TD",
    );
  });
  lines.end();
}

function writeSections(doc: Doc, root: Struct, sections: SummaryDocument["sections"], width: number): void {
  for (const section of sections) {
    doc.moveDown(0.5);
    ensureRoom(doc, 40);
    doc.font("Helvetica-Bold").fontSize(12).fillColor("black");
    tag(doc, root, "H2", () => doc.text(section.title, MARGIN, doc.y, { width }));
    doc.moveDown(0.3);
    doc.font("Helvetica").fontSize(BODY_SIZE);
    const list = doc.struct("L");
    root.add(list);
    for (const line of section.lines) {
      const height = doc.heightOfString(line, { width: width - BULLET_INDENT });
      ensureRoom(doc, height);
      const y = doc.y;
      const item = doc.struct("LI");
      list.add(item);
      tag(doc, item, "Lbl", () => doc.text("•", MARGIN, y));
      tag(doc, item, "LBody", () =>
        doc.text(line, MARGIN + BULLET_INDENT, y, { width: width - BULLET_INDENT }),
      );
      item.end();
      doc.y = y + height;
      doc.moveDown(0.3);
    }
    list.end();
  }
}

/** The QR beside the heading's right edge, as a figure with its text alternative. */
function writeQr(doc: Doc, root: Struct, qr: NonNullable<SummaryDocument["qr"]>, width: number): void {
  const x = MARGIN + width - QR_SIDE;
  tag(doc, root, "Figure", () => doc.image(qr.png, x, MARGIN, { width: QR_SIDE, height: QR_SIDE }), {
    alt: qr.alt,
  });
}

/**
 * Renders a summary as a tagged PDF (its structure, reading order and language for screen readers) with
 * pdfkit's standard fonts (their WinAnsi encoding covers Spanish). `compress: false` keeps the text
 * readable in the file, which tests use to check the content.
 */
export function renderSummaryPdf(
  summary: SummaryDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    pdfVersion: "1.7",
    tagged: true,
    displayTitle: true,
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
  // With a QR the heading keeps clear of it, and the facts start below it.
  const headingWidth = summary.qr ? width - QR_SIDE - 12 : width;
  const root = doc.struct("Document");
  doc.addStructure(root);

  doc.font("Helvetica-Bold").fontSize(20);
  tag(doc, root, "H1", () => doc.text(summary.parkName, MARGIN, MARGIN, { width: headingWidth }));
  doc.font("Helvetica").fontSize(14).fillColor(GREY);
  tag(doc, root, "P", () => doc.text(summary.title, { width: headingWidth }));
  if (summary.qr) {
    writeQr(doc, root, summary.qr, width);
    doc.y = Math.max(doc.y, MARGIN + QR_SIDE);
  }
  doc.fillColor("black").moveDown();
  writeFacts(doc, root, summary.facts, width);
  doc.moveDown();
  writeTable(doc, root, summary.table, width);
  writeSections(doc, root, summary.sections, width);
  root.end();
  doc.end();
  return done;
}
