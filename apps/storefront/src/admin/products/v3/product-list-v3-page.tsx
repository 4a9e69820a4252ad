/**
 * The dashboard's product list on a catalogue v3 store: search by name, newest first, each
 * product's name (linking to its editor), price and availability, and "New product".
 */
import { useState } from "react";
import { Link } from "react-router";
import { adminPaths } from "../../admin-paths.ts";
import { countOf } from "../../count-of.ts";
import { ProductListFrame } from "../product-list-frame.tsx";
import { useAdminProductsV3 } from "./use-admin-products-v3.ts";

const AVAILABILITY: Record<string, string> = {
  IN_STOCK: "In stock",
  OUT_OF_STOCK: "Out of stock",
  PARTIALLY_OUT_OF_STOCK: "Partly out of stock",
  PREORDER: "Pre-order",
};

/** The v3 product list page. */
export function ProductListV3Page() {
  const [search, setSearch] = useState("");
  const list = useAdminProductsV3(search);
  return (
    <ProductListFrame
      onSearch={setSearch}
      list={list}
      summary={(products) => countOf(products.length, "product")}
    >
      {(products) => (
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
      )}
    </ProductListFrame>
  );
}
