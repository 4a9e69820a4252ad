/**
 * The provider that gives the shop's client (`lib/api.ts`) and query cache (`lib/shop-data.ts`)
 * to the hooks below it: new ones for each server render (no shopper shares a client, a token or
 * a cache entry with another), the page's own in the browser.
 */
import { type VitrineClient, VitrineProvider } from "@vitrine/react";
import { type ReactNode, useState } from "react";
import { browserShopClient, createShopClient } from "../lib/api.ts";
import { browserShopQueryClient, createShopQueryClient, type ShopQueryClient } from "../lib/shop-data.ts";
import { type StorefrontConfig, setBrowserConfig } from "./config.ts";

interface Shop {
  client: VitrineClient;
  queryClient: ShopQueryClient;
}

function shopFor(config: StorefrontConfig): Shop {
  if (typeof document === "undefined")
    return { client: createShopClient(config), queryClient: createShopQueryClient(config) };
  setBrowserConfig(config);
  return { client: browserShopClient(), queryClient: browserShopQueryClient() };
}

/** The app's client and query cache for the settings `config`, for the hooks below it. */
export function AppVitrineProvider({ config, children }: { config: StorefrontConfig; children: ReactNode }) {
  const [shop] = useState(() => shopFor(config));
  return (
    <VitrineProvider client={shop.client} queryClient={shop.queryClient}>
      {children}
    </VitrineProvider>
  );
}
