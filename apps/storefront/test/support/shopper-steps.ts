/**
 * What a shopper does in the storefront, step by step in Chromium, for the browser tests that
 * buy: make a product to buy (sizes with counted stock, through the merchant API), add a variant
 * to the cart on its product page, change a line's quantity and apply a coupon on the cart page,
 * pay on the emulator's hosted checkout page and land on the thank-you page; and the whole
 * purchase in one call (`buyAsVisitor`), on which the merchant's end-to-end tests build.
 */

import { demoShopSettings, type ListeningTestApp } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { products } from "@vitrine/sdk/catalog";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated } from "./browser.ts";

/** The demo store's coupon (10 % off), which {@link sellAsDemoShop} turns on. */
export const DEMO_COUPON = "VITRINE10";

/** Who pays on the hosted checkout page, and where it ships. */
export interface HostedBuyer {
  email: string;
  firstName: string;
  lastName: string;
  addressLine: string;
  city: string;
  postalCode: string;
  /** Two-letter code. */
  country: string;
}

/** A buyer in London with this e-mail. */
export function londonBuyer(email: string): HostedBuyer {
  return {
    email,
    firstName: "Ada",
    lastName: "Lovelace",
    addressLine: "12 St James's Square",
    city: "London",
    postalCode: "SW1Y 4JH",
    country: "GB",
  };
}

/** A product made for a test: its id, slug and name. */
export interface SizedProduct {
  id: string;
  slug: string;
  name: string;
}

/**
 * Gives `emulator` the demo store's buying settings (coupon VITRINE10, 5.00 shipping, 8 % tax)
 * and a public URL naming it, so its hosted checkout's links come back to it (the default is
 * port 4000).
 */
export function sellAsDemoShop(emulator: ListeningTestApp): void {
  emulator.config.shop = demoShopSettings();
  emulator.config.publicUrl = emulator.baseUrl;
}

/** The merchant's product calls on `emulator`. */
function merchantProducts(emulator: ListeningTestApp) {
  return createClient({
    baseUrl: emulator.baseUrl,
    modules: { products },
    auth: ApiKeyStrategy({ apiKey: "vitrine-demo-api-key", siteId: "vitrine-demo-site" }),
  }).products;
}

/**
 * Creates a product priced `price` with one "Size" option whose sizes have the counted stock of
 * `stockBySize` (e.g. `{ S: 10, M: 10, L: 0 }`: L is sold out).
 *
 * @example
 * ```ts
 * const tee = await sizedProduct(emulator, "Cart Tee", { S: 10, M: 10, L: 0 });
 * ```
 */
export async function sizedProduct(
  emulator: ListeningTestApp,
  name: string,
  stockBySize: Record<string, number>,
  price = 20,
): Promise<SizedProduct> {
  const admin = merchantProducts(emulator);
  const created = await admin.createProduct({
    name,
    productType: "physical",
    priceData: { price },
    manageVariants: true,
    stock: { trackInventory: true, quantity: 0 },
    productOptions: [
      {
        name: "Size",
        optionType: "drop_down",
        choices: Object.keys(stockBySize).map((description) => ({ description })),
      },
    ],
  });
  const id = created.id ?? "";
  await setSizeStock(emulator, id, stockBySize);
  return { id, slug: created.slug ?? "", name };
}

/** Sets the counted stock of sizes of `productId` (e.g. a size sold out while it sits in a cart). */
export async function setSizeStock(
  emulator: ListeningTestApp,
  productId: string,
  stockBySize: Record<string, number>,
): Promise<void> {
  await merchantProducts(emulator).updateVariants(
    productId,
    Object.entries(stockBySize).map(([size, quantity]) => ({ choices: { Size: size }, stock: { quantity } })),
  );
}

/**
 * The item count the header's cart badge shows (0 when it shows none), read in one go: a count
 * that goes away between a check and a read would leave the read waiting for it.
 */
export async function cartBadgeCount(page: Page): Promise<number> {
  const [text = ""] = await page.getByTestId("cart-count").allTextContents();
  return Number.parseInt(text.replace(/\D/g, "") || "0", 10);
}

/**
 * On the product page of `slug`, chooses `choices` (drop-downs by their label, colours by their
 * swatch), sets the quantity, clicks "Add to cart" and waits until the store confirms it.
 *
 * @example
 * ```ts
 * await addToCart(page, origin, tee.slug, { Size: "M" }, 2);
 * ```
 */
export async function addToCart(
  page: Page,
  origin: string,
  slug: string,
  choices: Record<string, string>,
  quantity = 1,
): Promise<void> {
  if (!page.url().endsWith(`/product/${slug}`)) await page.goto(`${origin}/product/${slug}`);
  // Chosen once the page has hydrated, the choices apply in place (before, each reloads the page).
  await hydrated(page);
  await chooseOptions(page, choices);
  await page.getByLabel("Quantity", { exact: true }).fill(String(quantity));
  const button = page.getByRole("button", { name: "Add to cart" });
  await button.click();
  await page
    .getByTestId("add-to-cart-status")
    .getByText(/^Added /)
    .waitFor();
}

/** Chooses option choices on a product page (once it shows "Add to cart"). */
export async function chooseOptions(page: Page, choices: Record<string, string>): Promise<void> {
  await page.getByRole("button", { name: "Add to cart" }).waitFor();
  for (const [option, choice] of Object.entries(choices)) {
    const dropDown = page.getByLabel(option, { exact: true });
    if ((await dropDown.count()) > 0 && (await dropDown.evaluate((e) => e.tagName)) === "SELECT")
      await dropDown.selectOption(choice);
    else await page.getByRole("radio", { name: choice, exact: true }).check({ force: true });
  }
}

/** The cart line of `name` (the first line with that name) on the cart page. */
export function cartLine(page: Page, name: string, option?: string) {
  let line = page.getByTestId("cart-line").filter({ has: page.getByRole("heading", { name, exact: true }) });
  if (option) line = line.filter({ hasText: option });
  return line.first();
}

/** Opens the cart page and waits for its lines (or its empty state), hydrated. */
export async function openCart(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/cart`);
  await hydrated(page);
  await page.getByRole("heading", { level: 1, name: "Your cart" }).waitFor();
  await page.locator('.cart-page:not([aria-busy="true"])').waitFor();
}

/**
 * On the cart page, presses the line's "+" until its quantity is `quantity`; after each press it
 * waits until the store's answer is announced and the line shows the new quantity (the
 * announcement can render before the cart does: the query cache tells its readers a task later).
 */
export async function increaseLineTo(
  page: Page,
  name: string,
  option: string,
  quantity: number,
): Promise<void> {
  const line = cartLine(page, name, option);
  const input = line.getByLabel(`Quantity of ${name}`, { exact: true });
  while (Number(await input.inputValue()) < quantity) {
    const before = Number(await input.inputValue());
    await line.getByRole("button", { name: `Increase quantity of ${name}` }).click();
    await page.getByText(`Quantity of ${name} is now ${before + 1}.`).waitFor({ state: "attached" });
    await expect.poll(() => input.inputValue()).toBe(String(before + 1));
  }
}

/**
 * On the cart page, applies a coupon code and waits until the store's answer shows: the refusal
 * next to the field, or the announcement that the code was applied, which is made only once the
 * store accepted it (the cart holds the code before that, while the store is asked).
 */
export async function applyCoupon(page: Page, code: string): Promise<"applied" | "refused"> {
  await page.getByLabel("Coupon code").fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const announced = page
    .locator(".coupon [aria-live]")
    .filter({ hasText: `Coupon ${code.trim().toUpperCase()} applied.` });
  const refused = page.getByTestId("coupon-error");
  await announced.or(refused).waitFor({ state: "attached" });
  return (await refused.count()) > 0 ? "refused" : "applied";
}

/**
 * On the cart page, clicks "Checkout", fills the emulator's hosted checkout form for `buyer`,
 * places the order and waits for the storefront's thank-you page; resolves the order id it shows.
 */
export async function checkOutOnHostedPage(page: Page, buyer: HostedBuyer): Promise<string> {
  const checkout = page.getByRole("button", { name: "Checkout", exact: true });
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>(".cart-summary__checkout")?.disabled,
  );
  await checkout.click();
  await page.waitForURL(/\/_hosted\/checkout\?/);
  await page.getByLabel("E-mail", { exact: true }).fill(buyer.email);
  await page.getByLabel("First name", { exact: true }).fill(buyer.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(buyer.lastName);
  await page.getByLabel("Address", { exact: true }).fill(buyer.addressLine);
  await page.getByLabel("City", { exact: true }).fill(buyer.city);
  await page.getByLabel("Postal code", { exact: true }).fill(buyer.postalCode);
  await page.getByLabel("Country", { exact: true }).fill(buyer.country);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/thank-you\?orderId=/);
  return (await page.getByTestId("order-id").textContent()) ?? "";
}

/** What {@link buyAsVisitor} buys: sizes and how many of each, and a coupon. */
export interface VisitorPurchase {
  product: SizedProduct;
  /** Size → units, added one size at a time on the product page. */
  sizes: Record<string, number>;
  coupon?: string;
  buyer: HostedBuyer;
}

/**
 * The whole purchase of a new visitor in `page`: each size added on the product page (one unit),
 * raised to its quantity on the cart page, the coupon applied, the hosted checkout paid; resolves
 * the order id the thank-you page shows.
 *
 * @example
 * ```ts
 * const orderId = await buyAsVisitor(page, origin, { product: tee, sizes: { S: 2, M: 1 }, coupon: DEMO_COUPON, buyer: londonBuyer("ada@example.com") });
 * ```
 */
export async function buyAsVisitor(page: Page, origin: string, purchase: VisitorPurchase): Promise<string> {
  for (const size of Object.keys(purchase.sizes))
    await addToCart(page, origin, purchase.product.slug, { Size: size }, 1);
  await openCart(page, origin);
  for (const [size, quantity] of Object.entries(purchase.sizes))
    await increaseLineTo(page, purchase.product.name, `Size: ${size}`, quantity);
  if (purchase.coupon && (await applyCoupon(page, purchase.coupon)) !== "applied")
    throw new Error(`the coupon ${purchase.coupon} was refused`);
  return checkOutOnHostedPage(page, purchase.buyer);
}
