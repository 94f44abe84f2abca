import type { Language } from "@park/domain/constants.ts";
import {
  MOVEMENT_COLUMNS,
  type MovementLine,
  type MovementRow,
  movementLine,
} from "@park/domain/office-reports/money-movements.ts";
import { textsOf } from "../../../texts/texts.ts";
import type { Period } from "../dashboard/repository.ts";
import type { createMovementsRepository, MovementCursor } from "./movements-repository.ts";

/** Lines read per query: small enough that a page is a few hundred kilobytes whatever the range. */
export const MOVEMENTS_PAGE_SIZE = 500;

type Movements = ReturnType<typeof createMovementsRepository>;

/** The period's movements page after page, each read only once the one before was written. */
export async function* movementPages(
  movements: Movements,
  period: Period,
  size = MOVEMENTS_PAGE_SIZE,
): AsyncGenerator<MovementRow[]> {
  let after: MovementCursor | null = null;
  for (;;) {
    const page = await movements.page(period, after, size);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < size) return;
    after = { at: last.at, id: last.id };
  }
}

/** The export's headers and lines in a language: the codes worded as the office's other texts. */
export function movementWording(language: Language) {
  const texts = textsOf(language);
  const words = {
    kind: (kind: MovementRow["kind"]) => texts.reports.kinds[kind],
    stayType: (type: MovementRow["stayType"]) => texts.stayType[type],
    method: (method: MovementRow["method"]) => texts.reports.methods[method],
  };
  return {
    headers: MOVEMENT_COLUMNS.map((column) => texts.reports.columns[column]),
    line: (row: MovementRow): MovementLine => movementLine(row, words),
    sheet: texts.reports.movementsSheet,
    file: texts.reports.movementsFile,
  };
}
