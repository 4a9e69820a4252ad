/**
 * The demo store's products with options as a test picks them (name, slug, colours, each
 * variant's choices and whether it is in stock), read through the store's catalogue, v1 or v3.
 */
import { createClient } from "@vitrine/sdk";
import { queryProducts } from "@vitrine/sdk/catalog";
import { getProductBySlug, searchProducts, type VariantV3 } from "@vitrine/sdk/catalog-v3";
import { OAuthStrategy } from "@vitrine/sdk/identity";

/** A product as the test picks it: its name, slug, colours and variants' choices and stock. */
export interface DemoProduct {
  name: string;
  slug: string;
  colors: string[];
  variants: { choices: Record<string, string>; inStock: boolean }[];
}

/** The demo products with options, read through the store's catalogue (v1 or v3). */
export async function productsWithOptions(baseUrl: string, catalog: "v1" | "v3"): Promise<DemoProduct[]> {
  const auth = OAuthStrategy({ clientId: "vitrine-demo-client", baseUrl });
  if (catalog === "v1") {
    const client = createClient({ baseUrl, modules: { products: { queryProducts } }, auth });
    const { items } = await client.products.queryProducts().limit(100).find();
    return items.map((p) => ({
      name: p.name ?? "",
      slug: p.slug ?? "",
      colors:
        p.productOptions?.find((o) => o.name === "Color")?.choices?.map((c) => c.description ?? "") ?? [],
      variants: (p.variants ?? []).map((v) => ({
        choices: v.choices ?? {},
        inStock: v.stock?.inStock === true,
      })),
    }));
  }
  const client = createClient({ baseUrl, modules: { products: { searchProducts, getProductBySlug } }, auth });
  const { products } = await client.products.searchProducts({ cursorPaging: { limit: 100 } });
  const withOptions = products.filter((p) => (p.options?.length ?? 0) > 0);
  return Promise.all(
    withOptions.map(async (listed) => {
      const p = await client.products.getProductBySlug(listed.slug ?? "", {
        fields: ["VARIANT_OPTION_CHOICE_NAMES"],
      });
      const served = (p.variantsInfo?.variants ?? []) as (VariantV3 & {
        inventoryStatus?: { inStock?: boolean };
      })[];
      return {
        name: p.name ?? "",
        slug: p.slug ?? "",
        colors:
          p.options?.find((o) => o.name === "Color")?.choicesSettings?.choices?.map((c) => c.name ?? "") ??
          [],
        variants: served.map((v) => ({
          choices: Object.fromEntries(
            (v.choices ?? []).map((c) => [
              c.optionChoiceNames?.optionName ?? "",
              c.optionChoiceNames?.choiceName ?? "",
            ]),
          ),
          inStock: v.inventoryStatus?.inStock === true,
        })),
      };
    }),
  );
}
