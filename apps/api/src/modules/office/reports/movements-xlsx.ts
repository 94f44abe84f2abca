import { PassThrough, type Readable } from "node:stream";
import type { Language } from "@park/domain/constants.ts";
import {
  MOVEMENT_COLUMNS,
  type MovementColumn,
  type MovementRow,
} from "@park/domain/office-reports/money-movements.ts";
import ExcelJS from "exceljs";
import { movementWording } from "./movement-lines.ts";

const MONEY = "#,##0.00";
const FORMATS: Partial<Record<MovementColumn, string>> = {
  at: "yyyy-mm-dd hh:mm",
  amount: MONEY,
  exchangeRate: "0.0000",
  amountMxn: MONEY,
};
const WIDTHS: Partial<Record<MovementColumn, number>> = {
  at: 17,
  buyer: 28,
  email: 28,
  stayType: 16,
  reference: 28,
};

/**
 * A spreadsheet's date of the park's wall clock "YYYY-MM-DD HH:MM": a spreadsheet date has no zone, and
 * ExcelJS writes a Date as its UTC reading, so the wall time is given as if it were UTC.
 */
function wallClockCell(text: string): Date {
  return new Date(`${text.replace(" ", "T")}:00Z`);
}

/** Until the reader took what is buffered, or went away (a closed download never drains). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      stream.off("drain", settle);
      stream.off("close", settle);
      resolve();
    };
    stream.on("drain", settle);
    stream.on("close", settle);
  });
}

/**
 * The export as an XLSX workbook written while it is read: ExcelJS's streaming writer commits each row to
 * the zip as it goes (no shared strings, which would keep every text until the end), and after each page
 * the writer waits for the reader to take what is buffered, so a slow download reads the database slowly
 * instead of piling the year up in memory.
 */
export function movementsXlsx(
  pages: AsyncIterable<MovementRow[]>,
  language: Language,
  done: (outcome: { rows: number } | { error: unknown }) => void,
): Readable {
  const output = new PassThrough();
  const wording = movementWording(language);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(wording.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = MOVEMENT_COLUMNS.map((column, index) => ({
    header: wording.headers[index],
    key: column,
    width: WIDTHS[column] ?? 14,
    ...(FORMATS[column] ? { style: { numFmt: FORMATS[column] } } : {}),
  }));

  (async () => {
    let rows = 0;
    for await (const page of pages) {
      if (output.destroyed) return done({ rows });
      for (const row of page) {
        const line = wording.line(row);
        sheet.addRow({ ...line, at: wallClockCell(String(line.at)) }).commit();
      }
      rows += page.length;
      if (output.writableNeedDrain) await drainedOrClosed(output);
    }
    sheet.commit();
    await workbook.commit();
    done({ rows });
  })().catch((error: unknown) => {
    done({ error });
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
