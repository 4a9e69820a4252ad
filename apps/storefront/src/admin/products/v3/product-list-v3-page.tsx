/**
 * The dashboard's product list on a catalogue v3 store: search by name, newest first, each
 * product's name (linking to its editor), price and availability, and "New product".
 */
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../components/forms/form-errors.ts";
import { adminPaths } from "../../admin-paths.ts";
import { countOf } from "../../count-of.ts";
import { useAdminProductsV3 } from "./use-admin-products-v3.ts";

const AVAILABILITY: Record<string, string> = {
  IN_STOCK: "In stock",
  OUT_OF_STOCK: "Out of stock",
  PARTIALLY_OUT_OF_STOCK: "Partly out of stock",
  PREORDER: "Pre-order",
};

/** The v3 product list page. */
export function ProductListV3Page() {
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const list = useAdminProductsV3(search);
  const products = list.data ?? [];

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
      </div>
      {list.isError ? (
        <p className="form-message form-message--error" role="alert">
          {errorMessage(list.error)}{" "}
          <button type="button" className="button button--small" onClick={() => list.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {list.isPending ? (
        <p aria-live="polite">Loading products…</p>
      ) : (
        <>
          <p className="admin-summary" aria-live="polite">
            {countOf(products.length, "product")}
          </p>
          <table className="admin-table" data-testid="product-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Price</th>
                <th scope="col">Availability</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id}>
                  <td>
                    <Link to={adminPaths.product(product.id ?? "")}>{product.name}</Link>
                  </td>
                  <td>{product.actualPriceRange?.minValue?.amount ?? ""}</td>
                  <td>{AVAILABILITY[product.inventory?.availabilityStatus ?? ""] ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
