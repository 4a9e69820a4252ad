/**
 * The sample store against the emulator: its shelf (filter and sort), a product by slug, the cart
 * (add, read, change a quantity), the hosted checkout's URL, a member's sign-in through the hosted
 * login page, and its webhook endpoint fed the emulator's signed deliveries. The store's modules
 * are called as its pages call them; these tests import none of the provider's packages, so they
 * run unchanged after the codemod moves the store to Vitrine.
 */
import {
  DEMO_MEMBER,
  devWebhooks,
  startWebhookReceiver,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { createProduct, updateProduct } from "@vitrine/sdk/catalog";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { addToCart, readCart, setQuantity } from "../src/cart.ts";
import { listProducts, productBySlug } from "../src/catalog.ts";
import { checkoutUrl } from "../src/checkout.ts";
import { ProductList } from "../src/components/product-list.tsx";
import { finishSignIn, startSignIn } from "../src/sign-in.ts";
import { storeClient } from "../src/store-client.ts";
import { productWebhooks } from "../src/webhooks.ts";
import { useStoreEmulator } from "./support/store-emulator.ts";

const ORIGIN = "http://localhost:5173";

describe("the sample store against the emulator", () => {
  const emulator = useStoreEmulator();
  const merchant = () =>
    createClient({
      modules: { admin: { createProduct, updateProduct } },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl: emulator().baseUrl,
    });

  it("lists products from a price, cheapest first, and finds one by slug", async () => {
    const client = storeClient(TEST_CLIENT_ID);
    const shelf = await listProducts(client, 30, 10);
    expect(shelf.length).toBeGreaterThan(1);
    const prices = shelf.map((product) => product.price);
    expect(prices.every((price) => price >= 30)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = shelf[0];
    expect(await productBySlug(client, first?.slug ?? "")).toEqual(first);
    expect(await productBySlug(client, "no-such-product")).toBeUndefined();
    const html = renderToString(ProductList({ products: shelf, onAdd: () => {} }));
    expect(html).toContain(`/products/${first?.slug}`);
  });

  it("adds to the cart, reads it, changes a quantity and gets the hosted checkout", async () => {
    const mug = await merchant().admin.createProduct({ name: "Sample Mug", priceData: { price: 12.5 } });
    const client = storeClient(TEST_CLIENT_ID);
    const added = await addToCart(client, mug.id ?? "", {}, 1);
    expect(added.lines).toMatchObject([{ name: "Sample Mug", quantity: 1 }]);
    const line = added.lines[0]?.id ?? "";
    expect(line).not.toBe("");
    expect((await readCart(client)).lines).toEqual(added.lines);
    const changed = await setQuantity(client, line, 3);
    expect(changed).toEqual({ lines: [{ id: line, name: "Sample Mug", quantity: 3, price: "12.50" }] });
    const url = await checkoutUrl(client, ORIGIN);
    expect(new URL(url).origin).toBe(emulator().baseUrl);
    expect((await fetch(url)).status).toBe(200);
  });

  it("signs a member in through the hosted login page", async () => {
    const client = storeClient(TEST_CLIENT_ID);
    const { authUrl, data } = await startSignIn(client, `${ORIGIN}/callback`, `${ORIGIN}/account`);
    expect(new URL(authUrl).origin).toBe(emulator().baseUrl);
    const page = await (await fetch(authUrl)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const sessionId = new URL(authUrl).searchParams.get("sessionId") ?? "";
    const posted = await fetch(`${emulator().baseUrl}/_hosted/authorize`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        sessionId,
        csrf,
        email: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
      }),
    });
    expect(posted.status).toBe(303);
    expect(await finishSignIn(client, posted.headers.get("location") ?? "", data)).toBe(true);
  });

  it("handles the emulator's signed product webhooks", async () => {
    const webhooks = devWebhooks(emulator().baseUrl, emulator().merchantHeaders);
    const receiver = await startWebhookReceiver();
    try {
      await webhooks.subscribe(receiver.url, ["wix.stores.catalog.v3.product_updated"]);
      const changed: [string, string][] = [];
      const handle = productWebhooks((await webhooks.publicKey()).pem, (id, slug) =>
        changed.push([id, slug]),
      );
      receiver.respond = async (request) => {
        await handle(request.body);
        return 200;
      };
      const admin = merchant().admin;
      const mug = await admin.createProduct({ name: "Webhook Mug", priceData: { price: 9 } });
      await admin.updateProduct(mug.id ?? "", { name: "Webhook Mug II" });
      const log = await webhooks.settled(1);
      expect(log.map((entry) => entry.status)).toEqual(["delivered"]);
      expect(changed).toEqual([[mug.id, "updated"]]);
    } finally {
      await receiver.close();
    }
  });
});
