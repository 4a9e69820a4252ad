/**
 * Buying in the storefront, in Chromium against the emulator: a visitor adds two sizes on the
 * product page (the badge counts them), raises a quantity and applies the demo coupon on the
 * cart page (a wrong code is refused next to its field, never shown as applied), pays on the
 * emulator's hosted checkout and lands on the thank-you page with the order, the badge cleared;
 * a line's quantity field never shows another quantity than its total is for; after an on-page
 * sign-in the badge and cart are the member's, with the visitor's lines merged in; a sold-out size
 * and missing choices keep "Add to cart" disabled with the reason; a size that sold out while in
 * the cart blocks the checkout until it is removed; a change the store cannot hear puts the line
 * back and says why.
 */
import { randomUUID } from "node:crypto";
import { activeMember } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { orders } from "@vitrine/sdk/ecom";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { hydrated, openPage, SCREENSHOTS, type VIEWPORTS } from "./support/browser.ts";
import {
  addToCart,
  applyCoupon,
  cartBadgeCount,
  cartLine,
  checkOutOnHostedPage,
  chooseOptions,
  DEMO_COUPON,
  increaseLineTo,
  londonBuyer,
  openCart,
  type SizedProduct,
  sellAsDemoShop,
  setSizeStock,
  sizedProduct,
} from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();
let tee: SizedProduct;

beforeAll(async () => {
  const { emulator } = running.storefront;
  sellAsDemoShop(emulator);
  tee = await sizedProduct(emulator, "Cart Tee", { S: 10, M: 10, L: 0 });
});

const PASSWORD = "correct-horse";

/** Signs in on the storefront's sign-in page (the on-page flow) and waits for the header to name the member. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${origin()}/sign-in`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByTestId("signed-in-member").waitFor();
}

function newPage(viewport: keyof typeof VIEWPORTS = "desktop"): Promise<Page> {
  return openPage(running.browser, viewport);
}

function origin(): string {
  return running.storefront.origin;
}

describe("buying as a visitor", () => {
  it("adds two sizes, raises a quantity, applies the coupon, pays on the hosted page and lands on the thank-you page", async () => {
    const page = await newPage();
    await addToCart(page, origin(), tee.slug, { Size: "S" });
    await expect.poll(() => cartBadgeCount(page)).toBe(1);
    await addToCart(page, origin(), tee.slug, { Size: "M" }, 1);
    await expect.poll(() => cartBadgeCount(page)).toBe(2);
    expect(await page.getByTestId("cart-badge").getAttribute("href")).toBe("/cart");

    await openCart(page, origin());
    expect(await page.getByTestId("cart-line").count()).toBe(2);
    await increaseLineTo(page, tee.name, "Size: S", 2);
    await expect.poll(() => cartBadgeCount(page)).toBe(3);
    await expect
      .poll(() => cartLine(page, tee.name, "Size: S").getByTestId("line-total").textContent())
      .toContain("$40.00");
    await expect.poll(() => page.getByTestId("summary-subtotal").textContent()).toBe("$60.00");

    // A code the store does not know: refused next to the field, which takes the focus, and
    // never shown as applied, not even for the moment before the cart is put back (the refusal
    // shows after that moment, so the watcher has seen it by then).
    await page.evaluate(() => {
      const seen = { applied: false };
      (window as unknown as { couponSeen: typeof seen }).couponSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="coupon-applied"]')) seen.applied = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    expect(await applyCoupon(page, "NOT-A-CODE")).toBe("refused");
    expect(
      await page.evaluate(
        () => (window as unknown as { couponSeen: { applied: boolean } }).couponSeen.applied,
      ),
    ).toBe(false);
    expect(await page.getByTestId("coupon-error").textContent()).toContain("does not exist");
    expect(await page.getByLabel("Coupon code").getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid")))
      .toBe("true");
    await page.screenshot({ path: `${SCREENSHOTS}cart-coupon-refused-desktop.png`, fullPage: true });

    expect(await applyCoupon(page, DEMO_COUPON)).toBe("applied");
    await expect.poll(() => page.getByTestId("summary-discount").textContent()).toBe("−$6.00");
    await expect.poll(() => page.getByTestId("summary-shipping").textContent()).toBe("$5.00");
    await expect.poll(() => page.getByTestId("summary-total").textContent()).toMatch(/^\$\d+\.\d{2}$/);
    await page.screenshot({ path: `${SCREENSHOTS}cart-desktop.png`, fullPage: true });

    const email = `buyer-${randomUUID()}@example.com`;
    const orderId = await checkOutOnHostedPage(page, londonBuyer(email));
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Thank you for your order");
    await expect.poll(() => cartBadgeCount(page)).toBe(0);
    expect(await page.getByTestId("cart-count").count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}thank-you-desktop.png`, fullPage: true });

    // The order is the merchant's to read: two sizes, the coupon, the buyer.
    const merchant = createClient({
      baseUrl: running.storefront.emulator.baseUrl,
      modules: { orders },
      auth: ApiKeyStrategy({ apiKey: "vitrine-demo-api-key", siteId: "vitrine-demo-site" }),
    });
    const order = await merchant.orders.getOrder(orderId);
    expect(order.buyerInfo?.email).toBe(email);
    expect(order.lineItems?.map((line) => line.quantity).sort()).toEqual([1, 2]);
    expect(order.priceSummary?.discount?.amount).toBe("6.00");
    // The confirmation e-mail, with the order number, is in the dev mailbox.
    const mailbox = await fetch(
      `${running.storefront.emulator.baseUrl}/_dev/mailbox?to=${encodeURIComponent(email)}`,
    ).then((answer) => answer.json() as Promise<{ messages: { body: string }[] }>);
    expect(mailbox.messages[0]?.body).toContain(String(order.number));
    expect(await page.getByTestId("order-number").textContent()).toBe(`#${order.number}`);

    // The cart is empty now.
    await openCart(page, origin());
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    await page.close();
  });
});

describe("changing a line", () => {
  it("shows the line's new quantity in its field in the same frame as its new total", async () => {
    const page = await newPage();
    await addToCart(page, origin(), tee.slug, { Size: "S" });
    await openCart(page, origin());
    // Each time the page changes, the field's quantity times the unit price must be the total shown.
    await page.evaluate((name) => {
      const amount = (text: string | null | undefined) =>
        Number((text?.match(/\$([\d,.]+)/g)?.at(-1) ?? "").replace(/[$,]/g, ""));
      const watch = { checked: new Set<string>(), outOfStep: [] as string[] };
      (window as unknown as { quantityWatch: typeof watch }).quantityWatch = watch;
      new MutationObserver(() => {
        for (const line of document.querySelectorAll('[data-testid="cart-line"]')) {
          if (line.querySelector("h2")?.textContent !== name) continue;
          const typed = line.querySelector<HTMLInputElement>(".stepper__input")?.value;
          const unit = amount(line.querySelector(".cart-line__unit")?.textContent);
          const total = amount(line.querySelector('[data-testid="line-total"]')?.textContent);
          watch.checked.add(String(typed));
          if (Math.abs(Number(typed) * unit - total) > 0.001)
            watch.outOfStep.push(`${typed} × ${unit} ≠ ${total}`);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, tee.name);
    await increaseLineTo(page, tee.name, "Size: S", 3);
    const watched = await page.evaluate(() => {
      const { checked, outOfStep } = (
        window as unknown as { quantityWatch: { checked: Set<string>; outOfStep: string[] } }
      ).quantityWatch;
      return { checked: [...checked].sort(), outOfStep };
    });
    expect(watched.checked).toEqual(expect.arrayContaining(["2", "3"]));
    expect(watched.outOfStep).toEqual([]);
    await page.close();
  });
});

describe("the cart and sign-in", () => {
  it("shows the member's cart, with the visitor's lines merged in, after an on-page sign-in", async () => {
    const { emulator } = running.storefront;
    const email = `member-${randomUUID()}@example.com`;
    await activeMember(emulator, email, PASSWORD);
    // The member's cart from an earlier visit: one S.
    const earlier = await newPage();
    await signIn(earlier, email);
    await addToCart(earlier, origin(), tee.slug, { Size: "S" }, 1);
    await earlier.close();

    // Now a visitor (another browser context) adds two M, then signs in.
    const page = await newPage();
    await addToCart(page, origin(), tee.slug, { Size: "M" }, 2);
    await expect.poll(() => cartBadgeCount(page)).toBe(2);
    await signIn(page, email);
    await expect.poll(() => cartBadgeCount(page)).toBe(3);
    await openCart(page, origin());
    expect(
      await cartLine(page, tee.name, "Size: S")
        .getByLabel(`Quantity of ${tee.name}`, { exact: true })
        .inputValue(),
    ).toBe("1");
    expect(
      await cartLine(page, tee.name, "Size: M")
        .getByLabel(`Quantity of ${tee.name}`, { exact: true })
        .inputValue(),
    ).toBe("2");
    await page.close();
  });
});

describe("what cannot be bought", () => {
  it("keeps Add to cart disabled, with the reason, until every choice is made and while the size is sold out", async () => {
    const cap = await sizedProduct(running.storefront.emulator, `Cart Cap ${randomUUID().slice(0, 8)}`, {
      S: 4,
      L: 0,
    });
    const page = await newPage("phone");
    await page.goto(`${origin()}/product/${cap.slug}`);
    await hydrated(page);
    const button = page.getByRole("button", { name: "Add to cart" });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByTestId("add-to-cart-reason").textContent()).toBe(
      "Choose size to add this to your cart.",
    );
    expect(await button.getAttribute("aria-describedby")).toBe(
      await page.getByTestId("add-to-cart-reason").getAttribute("id"),
    );

    await chooseOptions(page, { Size: "L" });
    await expect
      .poll(() => page.getByTestId("add-to-cart-reason").textContent())
      .toBe("This choice is sold out, so it cannot be added to your cart.");
    expect(await button.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}product-sold-out-phone.png`, fullPage: true });

    await chooseOptions(page, { Size: "S" });
    await expect.poll(() => button.isDisabled()).toBe(false);
    expect(await page.getByLabel("Quantity", { exact: true }).getAttribute("max")).toBe("4");
    await page.close();
  });

  it("blocks the checkout while a line sold out in the cart, until it is removed", async () => {
    const { emulator } = running.storefront;
    const shirt = await sizedProduct(emulator, `Cart Shirt ${randomUUID().slice(0, 8)}`, { S: 5, M: 5 });
    const page = await newPage();
    await addToCart(page, origin(), shirt.slug, { Size: "S" });
    await addToCart(page, origin(), shirt.slug, { Size: "M" }, 2);
    await setSizeStock(emulator, shirt.id, { M: 0 });

    await openCart(page, origin());
    const soldOut = cartLine(page, shirt.name, "Size: M");
    expect(await soldOut.getByTestId("line-problem").textContent()).toBe("Sold out. Remove it to check out.");
    const checkout = page.getByRole("button", { name: "Checkout", exact: true });
    expect(await checkout.isDisabled()).toBe(true);
    expect(await page.getByTestId("checkout-blocked").textContent()).toContain("One item cannot be bought");
    await page.screenshot({ path: `${SCREENSHOTS}cart-unavailable-desktop.png`, fullPage: true });

    await soldOut.getByRole("button", { name: /^Remove/ }).click();
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1);
    // Focus goes back to the page's heading, not to the body.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Your cart");
    await expect.poll(() => checkout.isDisabled()).toBe(false);
    await page.close();
  });

  it("puts a line back and says why when the store cannot be reached", async () => {
    const page = await newPage();
    await addToCart(page, origin(), tee.slug, { Size: "M" }, 1);
    await openCart(page, origin());
    await page.route("**/ecom/v1/carts/current/update-line-items-quantity", (route) => route.abort());
    const line = cartLine(page, tee.name, "Size: M");
    await line.getByRole("button", { name: `Increase quantity of ${tee.name}` }).click();
    const failure = page.getByTestId("cart-failure");
    await failure.waitFor();
    expect(await failure.getAttribute("role")).toBe("alert");
    expect(await failure.textContent()).toContain("was not changed and is back to 1");
    expect(await failure.textContent()).toContain("The store cannot be reached");
    await expect
      .poll(() => line.getByLabel(`Quantity of ${tee.name}`, { exact: true }).inputValue())
      .toBe("1");
    await expect.poll(() => cartBadgeCount(page)).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}cart-change-failed-desktop.png`, fullPage: true });
    await page.close();
  });
});
