/**
 * The products page: the catalogue the store runs (v1 products and
 * collections, or v3 products and categories) with prices, stock (a v3
 * product's per variant, from its inventory items) and visibility, through the
 * provider's own read calls made as the merchant, and the events recorded for
 * a product on request.
 */
import { hasMerchantKey, merchantCall } from "./api.ts";
import { h, table } from "./dom.ts";
import { entityEvents } from "./entity-events.ts";
import { failureAlert } from "./failure.ts";
import { loadOverview } from "./overview-view.ts";
import type { View } from "./view.ts";

/** The fields of v1 products, collections, v3 products and categories the page shows. */
interface Listed {
  id: string;
  name: string;
  visible?: boolean;
  numberOfProducts?: number;
  priceData?: { price?: number; formatted?: { price?: string } };
  stock?: { trackInventory?: boolean; quantity?: number; inStock?: boolean };
  actualPriceRange?: { minValue?: { amount?: string; formattedAmount?: string } };
  inventory?: { availabilityStatus?: string };
}

function v1Rows(products: Listed[], show: (id: string) => void) {
  return products.map((p) => [
    p.name,
    h("code", {}, p.id),
    p.priceData?.formatted?.price ?? p.priceData?.price ?? "",
    p.stock?.trackInventory
      ? String(p.stock.quantity ?? 0)
      : p.stock?.inStock === false
        ? "out of stock"
        : "not tracked",
    p.visible === false ? "hidden" : "visible",
    h(
      "button",
      { type: "button", "aria-label": `Events of ${p.name}`, on: { click: () => show(p.id) } },
      "Events",
    ),
  ]);
}

/** The fields of a v3 inventory item the page shows. */
interface InventoryItem {
  productId: string;
  product?: { variantName?: string | null };
  trackQuantity?: boolean;
  quantity?: number;
  inStock?: boolean;
}

/** Every v3 inventory item, page by page. */
async function inventoryItems(): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await merchantCall<{
      inventoryItems: InventoryItem[];
      pagingMetadata?: { cursors?: { next?: string | null } };
    }>("POST", "/stores/v3/inventory-items/query", {
      query: { cursorPaging: { limit: 100, ...(cursor ? { cursor } : {}) } },
    });
    items.push(...page.inventoryItems);
    cursor = page.pagingMetadata?.cursors?.next ?? undefined;
  } while (cursor);
  return items;
}

/** A v3 product's stock: each variant's quantity (or whether it is in stock) by variant name, then its availability. */
function v3Stock(product: Listed, items: readonly InventoryItem[]): string {
  const variants = items
    .filter((item) => item.productId === product.id)
    .map((item) => ({
      name: item.product?.variantName ?? "",
      stock: item.trackQuantity
        ? String(item.quantity ?? 0)
        : item.inStock === false
          ? "out of stock"
          : "not tracked",
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, stock }) => (name ? `${name}: ${stock}` : stock));
  const status = product.inventory?.availabilityStatus ?? "";
  return variants.length > 0 ? `${variants.join(", ")} (${status})` : status;
}

function v3Rows(products: Listed[], items: readonly InventoryItem[], show: (id: string) => void) {
  return products.map((p) => [
    p.name,
    h("code", {}, p.id),
    p.actualPriceRange?.minValue?.formattedAmount ?? p.actualPriceRange?.minValue?.amount ?? "",
    v3Stock(p, items),
    p.visible === false ? "hidden" : "visible",
    h(
      "button",
      { type: "button", "aria-label": `Events of ${p.name}`, on: { click: () => show(p.id) } },
      "Events",
    ),
  ]);
}

/** The products page. */
export const productsView: View = {
  title: "Products",
  async render({ root }) {
    root.append(h("h1", { tabindex: -1 }, "Products"));
    if (!hasMerchantKey()) {
      root.append(
        h("p", {}, "The emulator has no API key: start it with --api-key KEY to browse the catalogue here."),
      );
      return;
    }
    const events = h("div", {});
    const show = (id: string) => void entityEvents(events, id, `product ${id}`);
    try {
      const { store } = await loadOverview();
      const headers = ["Name", "Id", "Price", "Stock", "Visibility", "Actions"];
      if (store.catalogVersion === "V3_CATALOG") {
        const { products } = await merchantCall<{ products: Listed[] }>("POST", "/stores/v3/products/query", {
          query: { cursorPaging: { limit: 100 } },
        });
        const items = await inventoryItems();
        const categories = await merchantCall<{ categories: Listed[] }>(
          "POST",
          "/categories/v1/categories/query",
          {
            query: { cursorPaging: { limit: 100 } },
            treeReference: { appNamespace: "@wix/stores" },
          },
        ).catch((error: unknown) => ({ categories: [], error }));
        root.append(
          table("Products (catalogue v3)", headers, v3Rows(products, items, show)),
          "error" in categories
            ? failureAlert("The categories could not be read", categories.error)
            : table(
                "Categories",
                ["Name", "Id", "Visible"],
                categories.categories.map((c) => [
                  c.name,
                  h("code", {}, c.id),
                  c.visible === false ? "no" : "yes",
                ]),
              ),
        );
      } else {
        const { products } = await merchantCall<{ products: Listed[] }>(
          "POST",
          "/stores-reader/v1/products/query-platformized",
          { query: { paging: { limit: 100 } } },
        );
        const { collections } = await merchantCall<{ collections: Listed[] }>("GET", "/v2/collections/query");
        root.append(
          table("Products (catalogue v1)", headers, v1Rows(products, show)),
          table(
            "Collections",
            ["Name", "Id", "Products"],
            collections.map((c) => [c.name, h("code", {}, c.id), c.numberOfProducts ?? ""]),
          ),
        );
      }
    } catch (error) {
      root.append(failureAlert("The catalogue could not be read", error));
    }
    root.append(events);
  },
};
