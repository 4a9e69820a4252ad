/**
 * The dashboard's product list on a catalogue v3 store: search by name, newest first, each
 * product's name (linking to its editor), price and availability, and "New product"; select
 * products (one by one or all shown) and change their variants' price, cost or weight in bulk.
 */
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { BulkPanelV3 } from "../../bulk/bulk-panel-v3.tsx";
import { countOf } from "../../count-of.ts";
import { SelectAllCell, SelectRowCell } from "../../lists/selection-cells.tsx";
import { TableHead } from "../../lists/table-head.tsx";
import { useShownSelection } from "../../lists/use-shown-selection.ts";
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
  const ids = (list.data ?? []).map((product) => product.id ?? "");
  const [selected, setSelected] = useShownSelection(list.data, ids);

  return (
    <ProductListFrame
      onSearch={setSearch}
      list={list}
      summary={(products) => `${countOf(products.length, "product")} · ${selected.size} selected`}
    >
      {(products) => (
        <>
          <table className="admin-table" data-testid="product-table">
            <TableHead columns={["Name", "Price", "Availability"]}>
              <SelectAllCell ids={ids} selected={selected} onSelectionChange={setSelected} />
            </TableHead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id}>
                  <SelectRowCell
                    id={product.id ?? ""}
                    name={product.name ?? product.id ?? ""}
                    selected={selected}
                    onSelectionChange={setSelected}
                  />
                  <td>
                    <Link to={paths.admin.product(product.id ?? "")}>{product.name}</Link>
                  </td>
                  <td>{product.actualPriceRange?.minValue?.amount ?? ""}</td>
                  <td>{AVAILABILITY[product.inventory?.availabilityStatus ?? ""] ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {selected.size > 0 ? <BulkPanelV3 ids={ids.filter((id) => selected.has(id))} /> : null}
        </>
      )}
    </ProductListFrame>
  );
}
