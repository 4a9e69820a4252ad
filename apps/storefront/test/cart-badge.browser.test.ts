/**
 * The header's cart badge in real Chromium: a new visitor's first page asks for no cart (there is
 * none) and shows no count; an add shows 1, and a reload still 1 (the browser remembers it made a
 * cart, and asks for it); an order uses the cart up, and no read of it is refused; a member who
 * made a cart in another browser sees it counted after signing in here; a page opened the moment
 * an add is confirmed still finds the cart.
 */
import { randomUUID } from "node:crypto";
import { activeMember } from "@vitrine/emulator/testing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { makeZeroDelayTimersLate } from "./support/late-timers.ts";
import {
  addToCart,
  cartBadgeCount,
  checkOutOnHostedPage,
  londonBuyer,
  openCart,
  type SizedProduct,
  sellAsDemoShop,
  sizedProduct,
} from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();
let tee: SizedProduct;

beforeAll(async () => {
  sellAsDemoShop(running.storefront.emulator);
  tee = await sizedProduct(running.storefront.emulator, "Badge Tee", { S: 10, M: 10 });
});

const CURRENT_CART = /\/ecom\/v1\/carts\/current$/;

/** Every answer `page` gets to a read of the current cart, as "status URL". */
function cartReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "GET" && CURRENT_CART.test(response.url()))
      reads.push(`${response.status()} ${response.url()} on ${page.url()}`);
  });
  return reads;
}

function origin(): string {
  return running.storefront.origin;
}

describe("the cart badge", () => {
  it("asks a new visitor for no cart; counts an add, also after a reload; an order ends the cart without a refused read", async () => {
    const page = await openPage(running.browser, "desktop");
    const reads = cartReads(page);
    await page.goto(`${origin()}/shop`);
    await expect.poll(() => page.getByText(/^Page 1 of \d+$/).count()).toBe(1);
    await page.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => page.getByText(/^Page 2 of \d+$/).count()).toBe(1);
    expect(reads).toEqual([]);
    expect(await cartBadgeCount(page)).toBe(0);
    expect(await page.getByTestId("cart-badge").textContent()).toBe("Cart");

    await addToCart(page, origin(), tee.slug, { Size: "S" });
    await expect.poll(() => cartBadgeCount(page)).toBe(1);
    await page.reload();
    await expect.poll(() => cartBadgeCount(page)).toBe(1);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((read) => !read.startsWith("200 "))).toEqual([]);

    await openCart(page, origin());
    await checkOutOnHostedPage(page, londonBuyer(`badge-${randomUUID()}@example.com`));
    await expect.poll(() => cartBadgeCount(page)).toBe(0);
    const afterOrder = reads.length;
    await page.goto(`${origin()}/shop`);
    await expect.poll(() => page.getByText(/^Page 1 of \d+$/).count()).toBe(1);
    expect(await cartBadgeCount(page)).toBe(0);
    expect(reads.slice(afterOrder)).toEqual([]);
    expect(reads.filter((read) => !read.startsWith("200 "))).toEqual([]);
    await page.close();
  });

  it("remembers the cart as soon as the add is confirmed, so a page opened at once lists it", async () => {
    const page = await openPage(running.browser, "desktop");
    // The query cache's notifications (the badge's read of the added cart among them) lag behind
    // the "Added" announcement.
    await makeZeroDelayTimersLate(page);
    await addToCart(page, origin(), tee.slug, { Size: "M" });
    await openCart(page, origin());
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1);
    await page.close();
  });

  it("asks for a signed-in member's cart made in another browser", async () => {
    const email = `member-${randomUUID()}@example.com`;
    const password = "correct-horse";
    await activeMember(running.storefront.emulator, email, password);
    const signIn = async (page: Page) => {
      await page.goto(`${origin()}/sign-in`);
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByTestId("signed-in-member").waitFor();
    };
    const elsewhere = await openPage(running.browser, "desktop");
    await signIn(elsewhere);
    await addToCart(elsewhere, origin(), tee.slug, { Size: "M" }, 2);
    await elsewhere.close();

    const page = await openPage(running.browser, "phone");
    await signIn(page);
    await expect.poll(() => cartBadgeCount(page)).toBe(2);
    await page.close();
  });
});
