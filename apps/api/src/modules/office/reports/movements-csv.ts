import type { Language } from "@park/domain/constants.ts";
import { CSV_BOM, csvLine } from "@park/domain/office-reports/csv.ts";
import { MOVEMENT_COLUMNS, type MovementRow } from "@park/domain/office-reports/money-movements.ts";
import { movementWording } from "./movement-lines.ts";

/** The export as CSV text, a page of lines at a time (the caller streams it as it comes). */
export async function* movementsCsv(
  pages: AsyncIterable<MovementRow[]>,
  language: Language,
): AsyncGenerator<string> {
  const wording = movementWording(language);
  yield CSV_BOM + csvLine(wording.headers);
  for await (const page of pages) {
    yield page
      .map((row) => {
        const line = wording.line(row);
        return csvLine(MOVEMENT_COLUMNS.map((column) => line[column]));
      })
      .join("");
  }
}
