/**
 * The head of a dashboard table: one row of column names, after any header cells the table puts
 * first, such as the "select all shown" checkbox.
 */
import type { ReactNode } from "react";

/** Props of {@link TableHead}. */
export interface TableHeadProps {
  /** The column names, in order. */
  columns: readonly string[];
  /** Header cells before the named columns, e.g. a `SelectAllCell`. */
  children?: ReactNode;
}

/** A table's `<thead>`: its leading cells, then a column header per name. */
export function TableHead({ columns, children }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {children}
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
