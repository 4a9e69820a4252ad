/**
 * The cart hooks against the listening emulator (happy-dom): an absent cart is an empty cart;
 * adding, changing and removing lines show in the cached cart before the server answers (its
 * requests are held back until the test lets them go) and then take the server's cart; refused
 * changes (an unknown coupon, a quantity over the limit) put the cart back; the demo coupon
 * lowers the estimate; a visitor's cart becomes the member's at sign-in; the checkout answers the
 * hosted checkout's URL; a change made in another tab shows when the window gets focus; the
 * query-option factories prefetch what the hooks read.
 */
import { get } from "node:http";
import { focusManager } from "@tanstack/react-query";
import { act as actReact, cleanup, renderHook, waitFor } from "@testing-library/react";
import { ApiKeyStrategy, createClient, isApplicationError, isValidationError } from "@vitrine/sdk";
import type { Product } from "@vitrine/sdk/catalog";
import { catalogReference, ERROR_COUPON_DOES_NOT_EXIST } from "@vitrine/sdk/ecom";
import {
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  type OAuthTokenStorage,
  type OAuthTokens,
  signOn,
} from "@vitrine/sdk/identity";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import {
  cartItemCount,
  cartQueryOptions,
  createQueryClient,
  createVitrineClient,
  identityClientOf,
  PENDING_LINE_PREFIX,
  productQueryOptions,
  type ShopProduct,
  type ShopVariant,
  shopProductFromV1,
  useAddToCart,
  useApplyCoupon,
  useCart,
  useCartTotals,
  useCheckout,
  useRemoveCoupon,
  useRemoveFromCart,
  useUpdateCartQuantity,
  type VitrineClient,
  VitrineProvider,
} from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";

const baseUrl = inject("emulatorUrl");
const DEMO_API_KEY = "vitrine-demo-api-key";

afterEach(cleanup);

/** Products of the demo store: one without options in stock, one with options whose variants are all in stock. */
let simple: ShopProduct;
let withOptions: ShopProduct;
let chosen: ShopVariant;
let otherChosen: ShopVariant;

beforeAll(async () => {
  const catalogue = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID });
  const { items } = await catalogue.products.queryProducts().limit(100).find();
  const inStock = (p: Product) =>
    p.stock?.inStock !== false && (p.stock?.trackInventory !== true || (p.stock.quantity ?? 0) > 10);
  const found = items.find((p) => (p.productOptions?.length ?? 0) === 0 && inStock(p));
  const options = items.find(
    (p) =>
      (p.productOptions?.length ?? 0) > 0 &&
      (p.variants?.filter((v) => v.stock?.inStock !== false && (v.stock?.quantity ?? 100) > 10).length ??
        0) >= 2,
  );
  if (!found || !options) throw new Error("the demo store lacks the products this test buys");
  simple = shopProductFromV1(found);
  withOptions = shopProductFromV1(options);
  const [first, second] = withOptions.variants.filter(
    (v) => v.stock.inStock && (v.stock.quantity ?? 100) > 10,
  );
  if (!first || !second) throw new Error("the demo product lacks two variants in stock");
  chosen = first;
  otherChosen = second;
});

/**
 * A `fetch` that holds back requests whose path ends with one of the paths in `held` until
 * `release()`: the real requests, sent later, so a test sees the cart before the server answers.
 */
function gatedFetch() {
  const held = new Set<string>();
  let waiting: (() => void)[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if ([...held].some((path) => url.pathname.endsWith(path)))
      await new Promise<void>((resolve) => waiting.push(resolve));
    return fetch(input, init);
  };
  return {
    fetch: fetcher,
    hold: (path: string) => held.add(path),
    release() {
      held.clear();
      for (const resolve of waiting) resolve();
      waiting = [];
    },
  };
}

/** Renders `hook` under a provider with a new visitor (memory tokens) and a gated fetch. */
function renderCartHook<Result>(hook: () => Result) {
  const gate = gatedFetch();
  const client = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID, fetch: gate.fetch });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  );
  return { ...renderHook(hook, { wrapper }), gate, client, queryClient };
}

function useShop() {
  return {
    cart: useCart(),
    add: useAddToCart(),
    update: useUpdateCartQuantity(),
    remove: useRemoveFromCart(),
    applyCoupon: useApplyCoupon(),
    removeCoupon: useRemoveCoupon(),
    totals: useCartTotals(),
  };
}

/** Waits until the rendered cart is the server's: no line waits for its id. */
async function serverCart(current: () => ReturnType<typeof useCart>): Promise<void> {
  await waitFor(() => {
    const lines = current().data?.lineItems ?? [];
    expect(lines.some((line) => line.id?.startsWith(PENDING_LINE_PREFIX))).toBe(false);
  });
}

async function act(step: () => unknown): Promise<void> {
  await actReact(async () => {
    await step();
  });
}

describe("useCart", () => {
  it("answers an empty cart, not an error, for a visitor with no cart yet", async () => {
    const { result, client, gate } = renderCartHook(() => useCart());
    // A new visitor (no tokens): empty without asking the server.
    gate.hold("/ecom/v1/carts/current");
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.lineItems).toEqual([]);
    gate.release();
    // A visitor with tokens and no cart: the server's OWNED_CART_NOT_FOUND is the empty cart.
    await client.products.queryProducts().limit(1).find();
    await act(() => result.current.refetch());
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data?.lineItems).toEqual([]);
    expect(cartItemCount(result.current.data)).toBe(0);
    expect(result.current.error).toBeNull();
  });
});

describe("cart changes", () => {
  it("shows an added line at once, then the server's line", async () => {
    const { result, gate } = renderCartHook(useShop);
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    gate.hold("/add-to-cart");
    actReact(() => {
      result.current.add.mutate({
        product: withOptions,
        variant: chosen,
        quantity: 2,
        preview: { productName: { original: withOptions.name }, price: { amount: "10.00" } },
      });
    });
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(2));
    expect(result.current.add.isPending).toBe(true);
    const pending = result.current.cart.data?.lineItems?.[0];
    expect(pending).toMatchObject({
      quantity: 2,
      productName: { original: withOptions.name },
      lineItemPrice: { amount: "20.00" },
    });
    expect(pending?.id).toMatch(/^pending:/);

    gate.release();
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    const line = result.current.cart.data?.lineItems?.[0];
    expect(line?.id).not.toMatch(/^pending:/);
    // The line names the chosen variant by its own selection (on v1: its choices).
    expect(line).toMatchObject({
      quantity: 2,
      catalogReference: { catalogItemId: withOptions.id, options: { options: chosen.choices } },
    });
    expect(result.current.cart.data?.id).toBeTruthy();
  });

  it("changes a quantity and removes a line before the server answers, and keeps the server's cart", async () => {
    const { result, gate } = renderCartHook(useShop);
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ product: simple, quantity: 1 }));
    await act(() => result.current.add.mutateAsync({ product: withOptions, variant: otherChosen }));
    await serverCart(() => result.current.cart);
    expect(cartItemCount(result.current.cart.data)).toBe(2);
    const [first, second] = result.current.cart.data?.lineItems ?? [];
    const unit = first?.price?.amount ?? "";

    gate.hold("/update-line-items-quantity");
    actReact(() => {
      result.current.update.mutate({ lineItemId: first?.id ?? "", quantity: 3 });
    });
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(4));
    expect(result.current.cart.data?.lineItems?.[0]?.lineItemPrice?.amount).toBe(
      (Number(unit) * 3).toFixed(unit.split(".")[1]?.length ?? 0),
    );
    gate.release();
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect(result.current.cart.data?.lineItems?.[0]?.quantity).toBe(3);

    gate.hold("/remove-line-items");
    actReact(() => {
      result.current.remove.mutate(second?.id ?? "");
    });
    await waitFor(() => expect(result.current.cart.data?.lineItems).toHaveLength(1));
    gate.release();
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(result.current.cart.data?.lineItems?.map((l) => l.id)).toEqual([first?.id]);
  });

  it("puts the cart back when the server refuses a change", async () => {
    const { result, gate } = renderCartHook(useShop);
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ product: simple, quantity: 2 }));
    await serverCart(() => result.current.cart);
    const before = result.current.cart.data;
    const lineId = before?.lineItems?.[0]?.id ?? "";

    gate.hold("/update-line-items-quantity");
    actReact(() => {
      result.current.update.mutate({ lineItemId: lineId, quantity: 100_001 });
    });
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(100_001));
    gate.release();
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(isValidationError(result.current.update.error)).toBe(true);
    expect(cartItemCount(result.current.cart.data)).toBe(2);
    expect(result.current.cart.data?.lineItems?.[0]?.lineItemPrice).toEqual(
      before?.lineItems?.[0]?.lineItemPrice,
    );

    gate.hold("/ecom/v1/carts/current");
    actReact(() => {
      result.current.applyCoupon.mutate("NOT-A-COUPON");
    });
    await waitFor(() =>
      expect(result.current.cart.data?.appliedDiscounts).toEqual([{ coupon: { code: "NOT-A-COUPON" } }]),
    );
    gate.release();
    await waitFor(() => expect(result.current.applyCoupon.isError).toBe(true));
    const refused = result.current.applyCoupon.error;
    expect(isApplicationError(refused) && refused.code).toBe(ERROR_COUPON_DOES_NOT_EXIST);
    expect(result.current.cart.data?.appliedDiscounts ?? []).toEqual([]);
  });

  it("applies the demo coupon, which lowers the estimate, and removes it", async () => {
    const { result } = renderCartHook(useShop);
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ product: simple, quantity: 2 }));
    await waitFor(() => expect(result.current.totals.data?.priceSummary?.total?.amount).toBeTruthy());
    const full = result.current.totals.data?.priceSummary;
    expect(Number(full?.discount?.amount ?? 0)).toBe(0);

    await act(() => result.current.applyCoupon.mutateAsync("VITRINE10"));
    expect(result.current.cart.data?.appliedDiscounts?.[0]?.coupon?.code).toBe("VITRINE10");
    await waitFor(() =>
      expect(Number(result.current.totals.data?.priceSummary?.discount?.amount)).toBeGreaterThan(0),
    );
    const subtotal = Number(full?.subtotal?.amount);
    expect(Number(result.current.totals.data?.priceSummary?.discount?.amount)).toBeCloseTo(subtotal * 0.1, 2);
    expect(Number(result.current.totals.data?.priceSummary?.total?.amount)).toBeLessThan(
      Number(full?.total?.amount),
    );

    await act(() => result.current.removeCoupon.mutateAsync());
    expect(result.current.cart.data?.appliedDiscounts ?? []).toEqual([]);
    await waitFor(() =>
      expect(result.current.totals.data?.priceSummary?.total?.amount).toBe(full?.total?.amount),
    );
  });
});

describe("a change made in another tab", () => {
  it("shows when the window gets focus again", async () => {
    // Two tabs of one browser: two clients sharing the stored tokens.
    let stored: OAuthTokens | undefined;
    const tabs: OAuthTokenStorage = {
      getTokens: () => stored,
      setTokens: (tokens) => {
        stored = tokens;
      },
    };
    const other = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID, tokenStorage: tabs });
    await other.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(simple), quantity: 1 }],
    });
    const client = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID, tokenStorage: tabs });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client} queryClient={queryClient}>
        {children}
      </VitrineProvider>
    );
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(cartItemCount(result.current.data)).toBe(1));

    await other.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(simple), quantity: 2 }],
    });
    expect(cartItemCount(result.current.data)).toBe(1);
    await act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(cartItemCount(result.current.data)).toBe(3));
    focusManager.setFocused(undefined);
  });
});

/** Signs the member with this `sessionToken` in on `client` (a visitor), as the hosted page does. */
async function signInWithSessionToken(client: VitrineClient, sessionToken: string): Promise<void> {
  const identity = identityClientOf(client);
  const oauth = await generateOAuthData("http://localhost:5173/auth/callback");
  const { authUrl } = await getAuthUrl(identity, oauth, {
    prompt: "none",
    responseMode: "query",
    sessionToken,
  });
  const location = await new Promise<string>((resolve, reject) =>
    get(authUrl, (answer) => {
      answer.resume();
      resolve(answer.headers.location ?? "");
    }).on("error", reject),
  );
  const answer = new URL(location).searchParams;
  await identity.auth.setTokens(
    await getMemberTokens(identity, answer.get("code"), answer.get("state"), oauth),
  );
}

describe("the cart and sign-in", () => {
  it("shows the member's merged cart after a visitor signs in", async () => {
    const admin = createClient({
      baseUrl,
      modules: { authentication: { signOn } },
      auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: "vitrine-demo-site" }),
    });
    const email = `cart-${crypto.randomUUID()}@example.com`;
    // The member already has a cart with one line from an earlier visit.
    const earlier = await admin.authentication.signOn({ email }, {});
    const memberDevice = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID });
    await signInWithSessionToken(memberDevice, earlier.sessionToken ?? "");
    await memberDevice.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(simple), quantity: 1 }],
    });

    const { result, client } = renderCartHook(useShop);
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.add.mutateAsync({ product: simple, quantity: 2 }));
    await act(() => result.current.add.mutateAsync({ product: withOptions, variant: chosen }));
    const visitorCartId = result.current.cart.data?.id;

    const now = await admin.authentication.signOn({ email }, {});
    await act(() => signInWithSessionToken(client, now.sessionToken ?? ""));
    await waitFor(() => expect(result.current.cart.data?.id).not.toBe(visitorCartId));
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(4));
    const lines = result.current.cart.data?.lineItems ?? [];
    expect(lines.find((l) => l.catalogReference?.catalogItemId === simple.id)?.quantity).toBe(3);
    expect(lines.find((l) => l.catalogReference?.catalogItemId === withOptions.id)?.quantity).toBe(1);
  });
});

describe("useCheckout", () => {
  it("creates the checkout and answers the hosted checkout's URL", async () => {
    const { result } = renderCartHook(() => ({ add: useAddToCart(), checkout: useCheckout() }));
    await act(() => result.current.add.mutateAsync({ product: simple, quantity: 1 }));
    let url = "";
    await act(async () => {
      url = await result.current.checkout.mutateAsync({
        thankYouPageUrl: "http://localhost:5173/thank-you",
        cartPageUrl: "http://localhost:5173/cart",
        navigate: false,
      });
    });
    expect(new URL(url).origin).toBe(new URL(baseUrl).origin);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(simple.name ?? "");
  });
});

describe("query-option factories", () => {
  it("prefetch what the hooks then read from the cache", async () => {
    const client = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID });
    const queryClient = createQueryClient();
    const cart = await queryClient.fetchQuery(cartQueryOptions(client));
    expect(cart.lineItems).toEqual([]);
    const product = await queryClient.fetchQuery(productQueryOptions(client, simple.slug ?? ""));
    expect(product?.id).toBe(simple.id);
    expect(await queryClient.fetchQuery(productQueryOptions(client, "no-such-product"))).toBeNull();
  });
});
