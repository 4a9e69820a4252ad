/**
 * The overview page: the store's settings and brand, catalogue, counts, the credentials
 * a store developer configures their client with, and the webhook public key
 * their receiver verifies deliveries with.
 */
import { call, useMerchantKey } from "./api.ts";
import { h, jsonBlock, table } from "./dom.ts";
import { failureAlert } from "./failure.ts";
import type { View } from "./view.ts";

/** The `GET /_dev/overview` answer. */
export interface Overview {
  store: {
    siteId: string;
    publicUrl: string;
    settings: Record<string, unknown>;
    catalogVersion: "V1_CATALOG" | "V3_CATALOG";
    memberPolicy: unknown;
    shop: unknown;
    brand: { storeName: string; accentColor: string; logoUrl?: string };
    cartAbandonAfterMinutes: number;
  };
  catalogueChangeVersion: string | null;
  counts: Record<string, number>;
  credentials: { siteId: string; apiKeys: string[]; clientIds: string[] };
  webhookPublicKey: { kid: string; pem: string };
  devTokenRequired: boolean;
}

const COUNT_LABELS: Record<string, string> = {
  products: "Products (catalogue v1)",
  collections: "Collections (v1)",
  v3_products: "Products (catalogue v3)",
  v3_categories: "Categories (v3)",
  identities: "Members",
  carts: "Carts",
  checkouts: "Checkouts",
  orders: "Orders",
  outbox: "Events recorded",
  webhook_subscriptions: "Webhook subscriptions",
  webhook_deliveries: "Webhook deliveries",
  mailbox: "E-mails and texts",
};

/** Loads the overview and hands its first API key to merchant calls. */
export async function loadOverview(): Promise<Overview> {
  const overview = await call<Overview>("GET", "/_dev/overview");
  const apiKey = overview.credentials.apiKeys[0];
  useMerchantKey(apiKey ? { apiKey, siteId: overview.credentials.siteId } : undefined);
  return overview;
}

function credentials(overview: Overview): HTMLElement {
  const { siteId, apiKeys, clientIds } = overview.credentials;
  return h(
    "dl",
    { class: "facts" },
    h("dt", {}, "Site id (header wix-site-id)"),
    h("dd", {}, h("code", {}, siteId)),
    h("dt", {}, "API key (merchant calls)"),
    h("dd", {}, apiKeys.length > 0 ? h("code", {}, apiKeys.join(", ")) : "none (start with --api-key KEY)"),
    h("dt", {}, "OAuth client id (visitors and members)"),
    h("dd", {}, h("code", {}, clientIds.join(", "))),
    h("dt", {}, "Public URL"),
    h("dd", {}, h("code", {}, overview.store.publicUrl)),
    h("dt", {}, "Dev token"),
    h(
      "dd",
      {},
      overview.devTokenRequired ? "required for /_dev (beyond loopback)" : "not required (loopback)",
    ),
  );
}

/** The overview page. */
export const overviewView: View = {
  title: "Overview",
  async render({ root }) {
    root.append(h("h1", { tabindex: -1 }, "Overview"));
    let overview: Overview;
    try {
      overview = await loadOverview();
    } catch (error) {
      root.append(failureAlert("The overview could not be loaded", error));
      return;
    }
    const counts = Object.entries(overview.counts).map(([name, count]) => [
      COUNT_LABELS[name] ?? name,
      count,
    ]);
    root.append(
      h(
        "section",
        { "aria-labelledby": "credentials" },
        h("h2", { id: "credentials" }, "Credentials"),
        credentials(overview),
      ),
      h(
        "section",
        { "aria-labelledby": "store" },
        h("h2", { id: "store" }, "Store"),
        h(
          "dl",
          { class: "facts" },
          h("dt", {}, "Store name (hosted pages)"),
          h("dd", {}, overview.store.brand.storeName),
          h("dt", {}, "Accent colour"),
          h("dd", {}, h("code", {}, overview.store.brand.accentColor)),
          h("dt", {}, "Logo"),
          h("dd", {}, overview.store.brand.logoUrl ? h("code", {}, overview.store.brand.logoUrl) : "none"),
          h("dt", {}, "Catalogue"),
          h("dd", {}, overview.store.catalogVersion === "V3_CATALOG" ? "v3" : "v1"),
          h("dt", {}, "Catalogue change version"),
          h("dd", {}, overview.catalogueChangeVersion ?? "none yet"),
          h("dt", {}, "Carts abandoned after"),
          h("dd", {}, `${overview.store.cartAbandonAfterMinutes} minutes`),
        ),
        h("h3", {}, "Settings"),
        jsonBlock({
          site: overview.store.settings,
          members: overview.store.memberPolicy,
          shop: overview.store.shop,
        }),
      ),
      h(
        "section",
        { "aria-labelledby": "counts" },
        h("h2", { id: "counts" }, "Counts"),
        table("What the store holds", ["What", "How many"], counts),
      ),
      h(
        "section",
        { "aria-labelledby": "public-key" },
        h("h2", { id: "public-key" }, "Webhook public key"),
        h(
          "p",
          {},
          `Key id ${overview.webhookPublicKey.kid}: receivers verify each delivery's JWT (RS256) with it.`,
        ),
        h("pre", { class: "json", tabindex: 0 }, overview.webhookPublicKey.pem),
      ),
    );
  },
};
