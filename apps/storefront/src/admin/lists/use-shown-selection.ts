/**
 * `useShownSelection(list, ids)`: the selected rows of a dashboard list, holding only rows the
 * list shows: a new answer (a new search, a refresh) unselects the rows it no longer shows, so a
 * count or a bulk change is about what the merchant sees.
 */
import { useState } from "react";

/**
 * The selection of the rows of `list` (its current answer), whose row ids are `ids`.
 *
 * @example
 * ```ts
 * const [selected, setSelected] = useShownSelection(list.data, products.map((p) => p.id ?? ""));
 * ```
 */
export function useShownSelection(
  list: unknown,
  ids: readonly string[],
): [ReadonlySet<string>, (selected: ReadonlySet<string>) => void] {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shownList, setShownList] = useState(list);
  if (list !== shownList) {
    setShownList(list);
    const shownIds = new Set(ids);
    setSelected((current) => new Set([...current].filter((id) => shownIds.has(id))));
  }
  return [selected, setSelected];
}
