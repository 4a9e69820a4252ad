/**
 * The "has this visitor a cart?" rule with a cart storage, against the listening emulator
 * (happy-dom): a visitor holding tokens but no cart mark is not asked for a cart; an add marks
 * the cart before it resolves, so the next page (a new cache, the same storages) reads it; a read
 * answered `OWNED_CART_NOT_FOUND` unmarks it; a page at the started checkout's thank-you page with
 * an order id forgets the cart without asking; `localCartStorage` keeps the mark in `localStorage`.
 */
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { catalogReference } from "@vitrine/sdk/ecom";
import type { OAuthTokenStorage, OAuthTokens } from "@vitrine/sdk/identity";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type CartMark,
  type CartStorage,
  cartItemCount,
  createQueryClient,
  createVitrineClient,
  localCartStorage,
  type ShopProduct,
  shopProductFromV1,
  useCart,
  useCheckout,
  VitrineProvider,
} from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";

const baseUrl = inject("emulatorUrl");
const CURRENT_CART = "/ecom/v1/carts/current";

/** A browser's storages for one visitor: tokens and the cart mark, shared by the pages opened in it. */
function browser() {
  let tokens: OAuthTokens | undefined;
  let mark: CartMark | undefined = { made: false };
  const tokenStorage: OAuthTokenStorage = {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
  };
  const cartStorage: CartStorage = {
    get: () => mark,
    set: (next) => {
      mark = next;
    },
  };
  const cartReads: number[] = [];
  /** Opens a page: a new client and cache over the browser's storages, counting the cart reads it answers. */
  const open = <Result,>(hook: () => Result) => {
    const fetcher: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === CURRENT_CART && (init?.method ?? "GET") === "GET") cartReads.push(response.status);
      return response;
    };
    const client = createVitrineClient({
      baseUrl,
      clientId: DEMO_CLIENT_ID,
      fetch: fetcher,
      tokenStorage,
      cartStorage,
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client} queryClient={queryClient}>
        {children}
      </VitrineProvider>
    );
    return { ...renderHook(hook, { wrapper }), client };
  };
  return { open, cartReads, mark: () => mark, setMark: (next: CartMark) => cartStorage.set(next) };
}

let simple: ShopProduct;

beforeAll(async () => {
  const catalogue = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID });
  const { items } = await catalogue.products.queryProducts().limit(100).find();
  const found = items.find(
    (p) => (p.productOptions?.length ?? 0) === 0 && p.stock?.inStock !== false && !p.stock?.trackInventory,
  );
  if (!found) throw new Error("the demo store lacks an untracked product without options");
  simple = shopProductFromV1(found);
});

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

describe("the cart rule with a cart storage", () => {
  it("asks a visitor with tokens but no cart for nothing, and the next page reads the cart an add made", async () => {
    const visitor = browser();
    const first = visitor.open(() => useCart());
    // The visitor's tokens exist (a catalogue read made them), but no cart was made.
    await first.client.products.queryProducts().limit(1).find();
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    expect(first.result.current.data?.lineItems).toEqual([]);
    expect(visitor.cartReads).toEqual([]);

    await first.client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(simple.id), quantity: 1 }],
    });
    // Made outside the hooks: still unmarked, so still not asked.
    first.unmount();
    const second = visitor.open(() => useCart());
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(visitor.cartReads).toEqual([]);
    second.unmount();

    visitor.setMark({ made: true });
    const third = visitor.open(() => useCart());
    await waitFor(() => expect(cartItemCount(third.result.current.data)).toBe(1));
    expect(visitor.cartReads).toEqual([200]);
  });

  it("unmarks a cart the store does not have", async () => {
    const visitor = browser();
    visitor.setMark({ made: true });
    const page = visitor.open(() => useCart());
    await waitFor(() => expect(page.result.current.isSuccess).toBe(true));
    expect(page.result.current.data?.lineItems).toEqual([]);
    expect(visitor.cartReads).toEqual([404]);
    expect(visitor.mark()).toEqual({ made: false });
  });

  it("forgets the cart at the checkout's thank-you page with an order id, without asking", async () => {
    const visitor = browser();
    const shop = visitor.open(() => ({ checkout: useCheckout(), cart: useCart() }));
    await shop.client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(simple.id), quantity: 2 }],
    });
    visitor.setMark({ made: true });
    const thankYouPageUrl = `${location.origin}/thank-you`;
    await shop.result.current.checkout.mutateAsync({
      thankYouPageUrl,
      cartPageUrl: `${location.origin}/cart`,
      navigate: false,
    });
    expect(visitor.mark()).toEqual({ made: true, thankYouPageUrl });
    shop.unmount();

    // Back at the cart page (the checkout not paid): the cart is still there.
    history.replaceState(null, "", "/cart");
    const cart = visitor.open(() => useCart());
    await waitFor(() => expect(cartItemCount(cart.result.current.data)).toBe(2));
    cart.unmount();
    const reads = visitor.cartReads.length;

    history.replaceState(null, "", "/thank-you?orderId=order-1");
    const thanks = visitor.open(() => useCart());
    await waitFor(() => expect(thanks.result.current.isSuccess).toBe(true));
    expect(thanks.result.current.data?.lineItems).toEqual([]);
    expect(visitor.cartReads.length).toBe(reads);
    expect(visitor.mark()).toEqual({ made: false });
  });
});

describe("localCartStorage", () => {
  it("keeps the mark in localStorage beside the tokens, no entry being no cart", () => {
    const storage = localCartStorage("cart-storage-test");
    localStorage.removeItem("vitrine.cart.cart-storage-test");
    expect(storage.get()).toEqual({ made: false });
    storage.set({ made: true, thankYouPageUrl: "http://localhost/thank-you" });
    expect(JSON.parse(localStorage.getItem("vitrine.cart.cart-storage-test") ?? "null")).toEqual({
      made: true,
      thankYouPageUrl: "http://localhost/thank-you",
    });
    expect(storage.get()).toEqual({ made: true, thankYouPageUrl: "http://localhost/thank-you" });
    storage.set({ made: false });
    expect(localStorage.getItem("vitrine.cart.cart-storage-test")).toBeNull();
  });
});
