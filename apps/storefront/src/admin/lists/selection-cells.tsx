/**
 * The selection cells of a dashboard table: the header's "select all shown" checkbox (with a
 * caption a phone shows, where the column names are hidden) and each row's checkbox.
 */

/** Props of {@link SelectAllCell}. */
export interface SelectAllCellProps {
  /** The ids of the rows shown. */
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onSelectionChange(selected: ReadonlySet<string>): void;
}

/** The header cell that selects, or unselects, every row shown. */
export function SelectAllCell({ ids, selected, onSelectionChange }: SelectAllCellProps) {
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <th scope="col" className="admin-table__check">
      <label className="admin-table__select-all">
        <input
          type="checkbox"
          aria-label="Select all products shown"
          checked={allSelected}
          onChange={(e) => onSelectionChange(e.target.checked ? new Set(ids) : new Set())}
        />
        <span className="admin-table__select-all-text">Select all</span>
      </label>
    </th>
  );
}

/** Props of {@link SelectRowCell}. */
export interface SelectRowCellProps {
  id: string;
  /** What the row shows, read by screen readers ("Select <name>"). */
  name: string;
  selected: ReadonlySet<string>;
  onSelectionChange(selected: ReadonlySet<string>): void;
}

/** A row's cell that adds the row to the selection, or takes it out. */
export function SelectRowCell({ id, name, selected, onSelectionChange }: SelectRowCellProps) {
  return (
    <td className="admin-table__check">
      <input
        type="checkbox"
        aria-label={`Select ${name}`}
        checked={selected.has(id)}
        onChange={(e) => {
          const next = new Set(selected);
          if (e.target.checked) next.add(id);
          else next.delete(id);
          onSelectionChange(next);
        }}
      />
    </td>
  );
}
