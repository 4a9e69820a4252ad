/**
 * The dashboard's product list: search by name, sort, select products (one by one or all shown),
 * and change the selected products' price, cost or weight in bulk. The selection holds only
 * products the list shows: a new search (or any new list) unselects those it no longer shows, so
 * the count and the bulk change are about what the merchant sees.
 */
import type { ProductSort } from "@vitrine/react";
import { useMemo, useState } from "react";
import { BulkPanel } from "../bulk/bulk-panel.tsx";
import { countOf } from "../count-of.ts";
import { useShownSelection } from "../lists/use-shown-selection.ts";
import { ProductListFrame } from "./product-list-frame.tsx";
import { ProductTable } from "./product-table.tsx";
import { ADMIN_LIST_SIZE, useAdminProducts } from "./use-admin-products.ts";

const SORTS: { value: ProductSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "name-asc", label: "Name A–Z" },
  { value: "name-desc", label: "Name Z–A" },
  { value: "price-asc", label: "Price, low to high" },
  { value: "price-desc", label: "Price, high to low" },
];

/** "120 products, first 100 shown · 2 selected". */
function listSummary(total: number, selected: number): string {
  const shown = total > ADMIN_LIST_SIZE ? `, first ${ADMIN_LIST_SIZE} shown` : "";
  return `${countOf(total, "product")}${shown} · ${selected} selected`;
}

/** The product list page. */
export function ProductListPage() {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ProductSort>("newest");
  const list = useAdminProducts(search, sort);
  const products = list.data?.products ?? [];
  const [selected, setSelected] = useShownSelection(
    list.data,
    products.map((product) => product.id ?? ""),
  );
  const selectedProducts = useMemo(
    () => products.filter((product) => selected.has(product.id ?? "")),
    [products, selected],
  );

  return (
    <ProductListFrame
      onSearch={setSearch}
      controls={
        <label className="admin-sort">
          <span>Sort</span>
          <select className="input" value={sort} onChange={(e) => setSort(e.target.value as ProductSort)}>
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      }
      list={list}
      summary={(data) => listSummary(data.totalResults ?? 0, selected.size)}
    >
      {() => (
        <>
          <ProductTable products={products} selected={selected} onSelectionChange={setSelected} />
          {selectedProducts.length > 0 ? <BulkPanel products={selectedProducts} /> : null}
        </>
      )}
    </ProductListFrame>
  );
}
