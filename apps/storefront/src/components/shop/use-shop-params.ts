/** `useShopParams()`: the shop's URL state and a setter that keeps it in the URL. */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readShopParams, type ShopParams, writeShopParams } from "./shop-params.ts";

/**
 * The current shop params and `update(changes)`: any change other than `page` goes back to page 1.
 * Paging pushes a history entry; filter changes replace the current one.
 */
export function useShopParams(): [ShopParams, (changes: Partial<ShopParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readShopParams(search), [search]);
  const update = useCallback(
    (changes: Partial<ShopParams>) => {
      const paging = Object.keys(changes).length === 1 && changes.page !== undefined;
      const next = { ...params, ...changes, page: paging ? (changes.page ?? 1) : 1 };
      setSearch(writeShopParams(next), { replace: !paging });
    },
    [params, setSearch],
  );
  return [params, update];
}
