/**
 * CSV that Excel and LibreOffice open as written (RFC 4180): UTF-8 with a byte order mark (without it
 * Excel reads the file in the machine's code page and "María" breaks), CRLF line ends, and a cell quoted
 * when it holds a comma, a quote, a line break or spaces at its ends.
 */
export const CSV_BOM = "\uFEFF";
const CSV_LINE_END = "\r\n";

/** Characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A cell a spreadsheet shows as typed; `null` is an empty cell. */
export type CsvValue = string | number | null;

/**
 * One cell. A number is written as itself (a refund's -900.5 stays a number); a text a spreadsheet would
 * run as a formula (a buyer named "=HYPERLINK(...)") gets a leading apostrophe, which shows it as text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A line of cells, with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",") + CSV_LINE_END;
}
