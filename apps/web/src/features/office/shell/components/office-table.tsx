import type { ReactNode } from "react";
import { ScrollBox } from "./scroll-box.tsx";

const CELL = "border border-stone-300 px-2 py-1 text-left align-top";

/**
 * The office's one table shape: a caption, a header row, then one row per item whose first cell heads the
 * row (`<th scope="row">`). `cellClass` marks a cell (a full date in red); `rowClass` a whole row.
 */
export function OfficeTable<Row>(props: {
  /** What the table holds, when nothing above it says so. */
  caption?: ReactNode;
  /** By default the caption is for screen readers only (the page's heading says it already). */
  captionClass?: string;
  headers: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row's cells, its heading first. */
  cells: (row: Row) => readonly ReactNode[];
  cellClass?: (row: Row, column: number) => string;
  rowClass?: (row: Row) => string;
  /** Stretches to the width it is given (a list), or keeps to its content (a count per status). */
  wide?: boolean;
  /**
   * Scrolls sideways in a box of its own when wider than the page (the default; the box takes the keyboard's
   * focus while it overflows: scroll-box.tsx). A table inside a box that scrolls already (ScrollRegion) says
   * false.
   */
  scrolls?: boolean;
}) {
  const { rows, cells, cellClass, rowClass } = props;
  const table = (
    <table className={`${props.wide ? "min-w-full " : ""}border-collapse text-sm`}>
      {props.caption ? <caption className={props.captionClass ?? "sr-only"}>{props.caption}</caption> : null}
      <thead className="bg-sand-100">
        <tr>
          {props.headers.map((header) => (
            <th key={header} scope="col" className={CELL}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={props.rowKey(row)} className={rowClass?.(row)}>
            {cells(row).map((cell, column) => {
              const className = `${CELL} ${cellClass?.(row, column) ?? ""}`;
              return column === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, which never move
                <th key={column} scope="row" className={className}>
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <td key={column} className={className}>
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (props.scrolls === false) return table;
  return <ScrollBox label={typeof props.caption === "string" ? props.caption : undefined}>{table}</ScrollBox>;
}
