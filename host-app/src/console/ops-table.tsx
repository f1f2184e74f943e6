/** The console's data tables: a scrolling box, an optional caption, one heading per column. */
import type { ReactNode } from "react";

export interface OpsTableProps {
  /** Column headings, in order (already translated). */
  columns: readonly string[];
  caption?: ReactNode;
  /** The table's name when it has no caption. */
  label?: string;
  /** The rows (`<tr>`). */
  children: ReactNode;
}

export function OpsTable({ columns, caption, label, children }: OpsTableProps) {
  return (
    <div className="console-ops__scroll">
      <table className="console-ops__table" aria-label={label}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
