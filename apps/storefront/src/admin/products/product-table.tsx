/**
 * The product table with a checkbox per row and one for every product shown. On a phone the rows
 * become cards (CSS), each cell labelled; the column names are hidden there, but not the "select
 * all" checkbox, which gets a visible caption.
 */
import type { Product } from "@vitrine/sdk/catalog";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { SelectAllCell, SelectRowCell } from "../lists/selection-cells.tsx";
import { TableHead } from "../lists/table-head.tsx";
import { formatAmount } from "./format-amount.ts";

/** A product's stock in words: the units left when counted, else whether it is in stock. */
function stockLabel(product: Product): string {
  const stock = product.stock;
  if (stock?.trackInventory) return String(stock.quantity ?? 0);
  return stock?.inStock === false ? "Out of stock" : "In stock";
}

/** Props of {@link ProductTable}. */
export interface ProductTableProps {
  products: readonly Product[];
  selected: ReadonlySet<string>;
  onSelectionChange(selected: ReadonlySet<string>): void;
}

/** Lists products for the merchant. */
export function ProductTable({ products, selected, onSelectionChange }: ProductTableProps) {
  const ids = products.map((product) => product.id ?? "");

  if (products.length === 0) return <p className="admin-empty">No products match.</p>;
  return (
    <table className="admin-table admin-table--products">
      <TableHead columns={["Name", "Price", "Cost", "Weight", "Stock", "Visible"]}>
        <SelectAllCell ids={ids} selected={selected} onSelectionChange={onSelectionChange} />
      </TableHead>
      <tbody>
        {products.map((product) => {
          const id = product.id ?? "";
          return (
            <tr key={id} data-testid="admin-product-row">
              <SelectRowCell
                id={id}
                name={product.name ?? id}
                selected={selected}
                onSelectionChange={onSelectionChange}
              />
              <td data-label="Name">
                <Link to={paths.admin.product(id)}>{product.name}</Link>
              </td>
              <td data-label="Price">
                {formatAmount(product.priceData?.price, product.priceData?.currency)}
              </td>
              <td data-label="Cost">
                {formatAmount(product.costAndProfitData?.itemCost, product.priceData?.currency)}
              </td>
              <td data-label="Weight">{product.weight ?? "–"}</td>
              <td data-label="Stock" data-testid="admin-product-stock">
                {stockLabel(product)}
              </td>
              <td data-label="Visible">{product.visible === false ? "Hidden" : "Yes"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
