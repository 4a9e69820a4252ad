/**
 * The shop an ecom test buys from: before each test, a fresh emulator listening on 127.0.0.1 with
 * the tests' shop settings (`SHOP`), the merchant's and visitors' clients on it, and the "Tee" and
 * "Mug" products created through the merchant's client; after each test, the emulator closed.
 */
import { type ListeningTestApp, listenTestApp } from "@vitrine/emulator/testing";
import { afterEach, beforeEach } from "vitest";
import { createShopProducts, type EcomClients, ecomClients, SHOP } from "./ecom-clients.ts";

/** The current test's shop; its fields are replaced before each test. */
export interface EcomShop extends EcomClients {
  emulator: ListeningTestApp;
  teeId: string;
  mugId: string;
}

/**
 * Registers the `beforeEach`/`afterEach` pair in the calling `describe`; returns the shop object
 * the tests read.
 *
 * @example
 * ```ts
 * const shop = useEcomShop();
 * it("adds", async () => {
 *   await shop.visitor().currentCart.addToCurrentCart({ lineItems: [...] });
 * });
 * ```
 */
export function useEcomShop(): EcomShop {
  const shop = {} as EcomShop;
  beforeEach(async () => {
    const emulator = await listenTestApp({ shop: SHOP });
    const clients = ecomClients(emulator.baseUrl);
    Object.assign(shop, { emulator, ...clients, ...(await createShopProducts(clients.admin)) });
  });
  afterEach(() => shop.emulator?.close());
  return shop;
}
