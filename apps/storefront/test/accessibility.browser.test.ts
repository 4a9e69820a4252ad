/**
 * Accessibility in real Chromium: axe-core (injected from `node_modules`, run in the page, so
 * nothing is fetched from the network) checks the built storefront against the emulator's demo
 * store with the WCAG 2.0, 2.1 and 2.2 A and AA rules. Every storefront page (home, shop,
 * collection, product (with "Add to cart"), cart (with a refused coupon), thank-you, 404,
 * register, verify e-mail, sign-in, forgot password, account) and the dashboard
 * (sign-in, products with a selection and its bulk panel, product editor with variants and
 * media and its delete dialog, new product, collections, orders, an order and its cancel dialog)
 * is checked at desktop width, the catalogue, sign-in and dashboard at phone width too, as are
 * forms showing their errors (register, wrong code, wrong password, wrong API key, a product left
 * without a name). A violation of impact "serious" or "critical" fails the test, which prints each one's
 * rule, help and target selectors; so does a request that leaves 127.0.0.1. axe-core cannot see
 * the keyboard focus ring, so its contrast against the page is measured on its own.
 */
import { randomUUID } from "node:crypto";
import { activeMember } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { products } from "@vitrine/sdk/catalog";
import { describeViolations, runAxe } from "@vitrine/testkit";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, type VIEWPORTS } from "./support/browser.ts";
import { placeOrder } from "./support/orders-through-sdk.ts";
import { addToCart, applyCoupon, chooseOptions, openCart, sizedProduct } from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const API_KEY = "vitrine-demo-api-key";
const SITE_ID = "vitrine-demo-site";
const PASSWORD = "correct-horse";

const running = storefrontInChromium();
beforeAll(() => {
  // The hosted pages (the hidden frame of the on-page sign-in) must be this emulator's (its default public URL is port 4000).
  running.storefront.emulator.config.publicUrl = running.storefront.emulator.baseUrl;
});

/** A page whose requests may only go to 127.0.0.1 (the storefront and the emulator); others are aborted and fail the test. */
async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await openPage(running.browser, viewport);
  const offsite: string[] = [];
  offsiteRequests.set(page, offsite);
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      offsite.push(route.request().url());
      return route.abort();
    },
  );
  return page;
}
/** The requests each page made that did not go to 127.0.0.1. */
const offsiteRequests = new WeakMap<Page, string[]>();

/** Waits until nothing on the page is loading: no skeletons, no busy regions. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.skeleton, [aria-busy="true"]').count()).toBe(0);
}

/**
 * Runs axe-core on the page as it is and fails with every serious or critical violation: its
 * rule, what it asks for and the selectors of the elements at fault.
 */
async function expectAccessible(page: Page, what: string): Promise<void> {
  await settled(page);
  const results = await runAxe(page);
  expect(
    results.passes.map((rule) => rule.id),
    "axe-core ran its rules",
  ).toContain("color-contrast");
  const report = describeViolations(results, "serious");
  // Soft: the test goes on to its other pages, so one run lists every violation.
  expect.soft(report, `${what} (${page.url()})`).toEqual([]);
  expect(offsiteRequests.get(page), "requests that left 127.0.0.1").toEqual([]);
}

/** The merchant client, for products to open in the pages. */
function merchant() {
  return createClient({
    baseUrl: running.storefront.emulator.baseUrl,
    modules: { products },
    auth: ApiKeyStrategy({ apiKey: API_KEY, siteId: SITE_ID }),
  });
}

/** A demo product with colour and size options, variants of their own and more than one picture. */
async function apparelProduct() {
  const { items } = await merchant().products.queryProducts().limit(100).find();
  const product = items.find(
    (p) =>
      p.manageVariants &&
      p.productOptions?.some((o) => o.optionType === "color") &&
      p.productOptions?.some((o) => o.optionType === "drop_down") &&
      (p.media?.items?.length ?? 0) > 1,
  );
  if (!product?.id || !product.slug) throw new Error("the demo store has no apparel product with variants");
  return { id: product.id, slug: product.slug, name: product.name ?? "" };
}

const at = (path: string) => `${running.storefront.origin}${path}`;
const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

async function signInToDashboard(page: Page): Promise<void> {
  await page.goto(at("/admin/products"));
  await page.getByLabel("API key").fill(API_KEY);
  await expect.poll(() => page.getByLabel("Site id").inputValue()).toBe(SITE_ID);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => h1(page, "Products").count()).toBe(1);
  await expect.poll(() => page.getByTestId("admin-product-row").count()).toBeGreaterThan(0);
}

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("keyboard focus", () => {
  it("is shown by a ring with at least 3:1 contrast against the page (WCAG 1.4.11)", async () => {
    const page = await newPage("desktop");
    try {
      await page.goto(at("/"));
      await settled(page);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      const { ring, background } = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const shadow = getComputedStyle(focused).boxShadow;
        return {
          ring: shadow.match(/rgba?\([^)]*\)/)?.[0] ?? "",
          background: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(ring, "the focused element's ring").not.toBe("");
      expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
    } finally {
      await page.close();
    }
  });
});

describe("the storefront passes axe-core's WCAG 2 A/AA rules", () => {
  for (const viewport of ["desktop", "phone"] as const) {
    it(`catalogue pages at ${viewport} width: home, shop, collection, product, 404`, async () => {
      const product = await apparelProduct();
      const page = await newPage(viewport);
      try {
        await page.goto(at("/"));
        await expect.poll(() => page.getByTestId("collection-card").count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByTestId("product-card").count()).toBeGreaterThan(0);
        await expectAccessible(page, "home");

        await page.goto(at("/shop?sort=price-asc"));
        await page.getByRole("heading", { name: /^\d+ products?$/ }).waitFor();
        await expectAccessible(page, "shop");

        await page.goto(at("/collection/apparel"));
        await page.getByRole("heading", { name: /^\d+ products?$/ }).waitFor();
        await expectAccessible(page, "collection");

        await page.goto(at(`/product/${product.slug}`));
        await h1(page, product.name).waitFor();
        await expectAccessible(page, "product");

        await page.goto(at("/no-such-page"));
        await h1(page, "Page not found").waitFor();
        await expectAccessible(page, "404");
      } finally {
        await page.close();
      }
    });

    it(`buying pages at ${viewport} width: product with Add to cart, cart with a refused coupon, thank-you`, async () => {
      const tee = await sizedProduct(running.storefront.emulator, `Axe Tee ${randomUUID().slice(0, 8)}`, {
        S: 5,
        L: 0,
      });
      const page = await newPage(viewport);
      try {
        await page.goto(at(`/product/${tee.slug}`));
        await chooseOptions(page, { Size: "L" });
        await page.getByTestId("add-to-cart-reason").getByText("sold out").waitFor();
        await expectAccessible(page, "product with a sold-out choice");
        await addToCart(page, running.storefront.origin, tee.slug, { Size: "S" }, 2);
        await expectAccessible(page, "product added to the cart");

        await openCart(page, running.storefront.origin);
        await page.getByTestId("summary-total").getByText("$").waitFor();
        await expectAccessible(page, "cart");
        expect(await applyCoupon(page, "NO-SUCH-CODE")).toBe("refused");
        await expectAccessible(page, "cart with a refused coupon");

        await page.goto(at(`/thank-you?orderId=${randomUUID()}`));
        await h1(page, "Thank you for your order").waitFor();
        await expectAccessible(page, "thank-you");
      } finally {
        await page.close();
      }
    });
  }

  it("sign-in and account pages, with their errors shown", async () => {
    const page = await newPage("desktop");
    try {
      // Register: the empty form's errors, then the code form and a wrong code.
      await page.goto(at("/register"));
      await h1(page, /account/i).waitFor();
      await expectAccessible(page, "register");
      await page.getByRole("button", { name: "Create account" }).click();
      await page.getByText("Enter your first name.").waitFor();
      await expectAccessible(page, "register with errors");
      const email = `a11y-${randomUUID().slice(0, 8)}@example.com`;
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL(/\/verify-email$/);
      await h1(page, "Confirm your e-mail").waitFor();
      await expectAccessible(page, "verify e-mail");
      await page.getByLabel("Code", { exact: true }).fill("000000");
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.locator(".field__error").waitFor();
      await expectAccessible(page, "verify e-mail with a wrong code");

      await page.goto(at("/forgot-password"));
      await h1(page, /password/i).waitFor();
      await expectAccessible(page, "forgot password");
    } finally {
      await page.close();
    }
  });

  for (const viewport of ["desktop", "phone"] as const) {
    it(`sign-in with a wrong password, then the account at ${viewport} width`, async () => {
      const email = `a11y-${randomUUID().slice(0, 8)}@example.com`;
      await activeMember(running.storefront.emulator, email, PASSWORD);
      const page = await newPage(viewport);
      try {
        await page.goto(at("/sign-in"));
        await h1(page, /sign in/i).waitFor();
        await expectAccessible(page, "sign-in");
        await page.getByLabel("E-mail", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill("not-the-password");
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.locator(".field__error").waitFor();
        await expectAccessible(page, "sign-in with a wrong password");

        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.getByTestId("signed-in-member").waitFor();
        await page.goto(at("/account"));
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expectAccessible(page, "account");
      } finally {
        await page.close();
      }
    });
  }

  for (const viewport of ["desktop", "phone"] as const) {
    it(`dashboard at ${viewport} width: sign-in, products and bulk panel, product editor, collections, orders`, async () => {
      const product = await apparelProduct();
      const page = await newPage(viewport);
      try {
        await page.goto(at("/admin/products"));
        await h1(page, "Merchant dashboard").waitFor();
        await expectAccessible(page, "dashboard sign-in");
        await page.getByLabel("API key").fill("not-a-key");
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("alert").or(page.locator(".field__error")).first().waitFor();
        await expectAccessible(page, "dashboard sign-in with a wrong key");

        await signInToDashboard(page);
        await expectAccessible(page, "products");
        await page.getByLabel("Select all products shown").check();
        await page.getByRole("heading", { name: /^Change \d+ selected$/ }).waitFor();
        await expectAccessible(page, "products with the bulk panel");

        await page.goto(at(`/admin/products/${encodeURIComponent(product.id)}`));
        await h1(page, product.name).waitFor();
        await expect.poll(() => page.getByTestId("variant-row").count()).toBeGreaterThan(1);
        await expectAccessible(page, "product editor");
        await page.getByRole("button", { name: "Delete product" }).click();
        await page.getByRole("dialog", { name: `Delete ${product.name}?` }).waitFor();
        await expectAccessible(page, "product editor with its delete dialog open");
        await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

        await page.goto(at("/admin/products/new"));
        await page.getByRole("heading", { level: 1 }).waitFor();
        await page.getByRole("button", { name: "Create product" }).click();
        await page.locator(".field__error").first().waitFor();
        await expectAccessible(page, "new product with errors");

        await page.goto(at("/admin/collections"));
        await h1(page, "Collections").waitFor();
        await expect.poll(() => page.getByTestId("collection-item").count()).toBeGreaterThan(0);
        await page.getByTestId("collection-item").first().getByRole("button", { name: "Products" }).click();
        await expectAccessible(page, "collections");

        const order = await placeOrder(
          running.storefront.emulator,
          (await sizedProduct(running.storefront.emulator, `A11y Tee ${viewport}`, { S: 5, M: 5 })).id,
          { S: 1, M: 2 },
          { email: "a11y.buyer@example.com", firstName: "Ada", lastName: "Lovelace" },
        );
        await page.goto(at("/admin/orders"));
        await h1(page, "Orders").waitFor();
        await expect.poll(() => page.getByTestId("admin-order-row").count()).toBeGreaterThan(0);
        await expectAccessible(page, "orders");
        await page.getByRole("link", { name: `Order ${order.number}` }).click();
        await h1(page, `Order ${order.number}`).waitFor();
        await expectAccessible(page, "order");
        await page.getByRole("button", { name: "Cancel order" }).click();
        await page.getByRole("dialog", { name: `Cancel order ${order.number}?` }).waitFor();
        await expectAccessible(page, "order with its cancel dialog open");
        await page.getByRole("dialog").getByRole("button", { name: "Keep order" }).click();
      } finally {
        await page.close();
      }
    });
  }
});
