/**
 * The dashboard's product list: search by name, sort, select products (one by one or all shown),
 * and change the selected products' price, cost or weight in bulk. The selection holds only
 * products the list shows: a new search (or any new list) unselects those it no longer shows, so
 * the count and the bulk change are about what the merchant sees.
 */
import { type FormEvent, useMemo, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../components/forms/form-errors.ts";
import type { AdminProductSort } from "../admin-keys.ts";
import { adminPaths } from "../admin-paths.ts";
import { BulkPanel } from "../bulk/bulk-panel.tsx";
import { countOf } from "../count-of.ts";
import { ProductTable } from "./product-table.tsx";
import { ADMIN_LIST_SIZE, useAdminProducts } from "./use-admin-products.ts";

const SORTS: { value: AdminProductSort; label: string }[] = [
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
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<AdminProductSort>("newest");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useAdminProducts(search, sort);
  const products = list.data?.products ?? [];
  const [shownList, setShownList] = useState(list.data);
  if (list.data !== shownList) {
    setShownList(list.data);
    const shownIds = new Set(products.map((product) => product.id ?? ""));
    setSelected((current) => new Set([...current].filter((id) => shownIds.has(id))));
  }
  const selectedProducts = useMemo(
    () => products.filter((product) => selected.has(product.id ?? "")),
    [products, selected],
  );

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
  }

  return (
    <section aria-labelledby="products-title">
      <div className="admin-heading">
        <h1 id="products-title">Products</h1>
        <Link className="button" to={adminPaths.newProduct}>
          New product
        </Link>
      </div>
      <div className="admin-toolbar">
        <form className="admin-search" onSubmit={submitSearch}>
          <label className="visually-hidden" htmlFor="admin-search">
            Search products
          </label>
          <input
            id="admin-search"
            className="input"
            type="search"
            placeholder="Search by name"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button button--secondary">
            Search
          </button>
        </form>
        <label className="admin-sort">
          <span>Sort</span>
          <select
            className="input"
            value={sort}
            onChange={(e) => setSort(e.target.value as AdminProductSort)}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? (
        <p className="form-message form-message--error" role="alert">
          {errorMessage(list.error)}{" "}
          <button type="button" className="button button--small" onClick={() => list.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <p className="admin-count" aria-live="polite">
        {list.data
          ? listSummary(list.data.totalResults ?? 0, selected.size)
          : list.isPending
            ? "Loading products…"
            : null}
      </p>
      {/* A list that failed to load is not an empty one: only the error above is shown. */}
      {list.data ? (
        <ProductTable products={products} selected={selected} onSelectionChange={setSelected} />
      ) : null}
      {selectedProducts.length > 0 ? <BulkPanel products={selectedProducts} /> : null}
    </section>
  );
}
