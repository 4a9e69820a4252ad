/**
 * The list frame of the product list on either catalogue (v1 or v3): "Products" with "New
 * product", the search by name and the loading text; the catalogue's page passes its query, its
 * count, its own controls and its table.
 */
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { ListFrame, type ListFrameProps } from "../lists/list-frame.tsx";

/** Props of {@link ProductListFrame}: a list frame's, less what every product list says alike. */
export type ProductListFrameProps<Data> = Omit<
  ListFrameProps<Data>,
  "title" | "action" | "search" | "loading"
> & {
  /** Runs a search by name. */
  onSearch(text: string): void;
};

/** A product list page's frame. */
export function ProductListFrame<Data>({ onSearch, ...frame }: ProductListFrameProps<Data>) {
  return (
    <ListFrame
      title="Products"
      action={
        <Link className="button" to={paths.admin.newProduct}>
          New product
        </Link>
      }
      search={{ label: "Search products", placeholder: "Search by name", onSearch }}
      loading="Loading products…"
      {...frame}
    />
  );
}
