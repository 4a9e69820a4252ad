/**
 * Each shopper page's own stylesheets (`app/page-styles.ts`), which the server writes into its
 * head, style it exactly as the whole sheet does: on the production build in Chromium, with the
 * page's modules held back (so the whole sheet, which the browser loads once the page has
 * hydrated, has not come), every element's computed style is read, then again with the whole sheet
 * added; nothing may differ, on a phone and on a desktop. A page whose sheets missed a rule would
 * change when the whole sheet arrives (and, on a phone, move). The cart has a line and a member is
 * signed in, so the cart and account pages show their content.
 */
import { activeMember } from "@vitrine/emulator/testing";
import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { hydrated, VIEWPORTS } from "./support/browser.ts";
import { productsWithOptions } from "./support/demo-products.ts";
import { addToCart } from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();
const PASSWORD = "a-good-password";

/**
 * In the page: what differs once `sheet` is added (`place tag.class property: before → after`), on
 * every element of the body, keyed by its place (child indexes). Both readings and the comparison
 * stay in the page, so only the differences cross to the test.
 */
function changedInPage(sheet: string): string[] {
  const read = () => {
    const styles = new Map<string, string>();
    const walk = (element: Element, place: string) => {
      const style = getComputedStyle(element);
      const key = `${place} ${element.tagName}.${element.className}`;
      for (const property of style) styles.set(`${key} ${property}`, style.getPropertyValue(property));
      [...element.children].forEach((child, index) => {
        walk(child, `${place}/${index}`);
      });
    };
    walk(document.body, "body");
    return styles;
  };
  const before = read();
  const added = document.createElement("style");
  added.textContent = sheet;
  document.head.append(added);
  const changed: string[] = [];
  for (const [key, value] of read()) {
    const was = before.get(key);
    if (was !== undefined && was !== value) changed.push(`${key}: ${was} → ${value}`);
  }
  return changed;
}

describe("each shopper page's own stylesheets", () => {
  let context: BrowserContext;
  let wholeSheet = "";
  let productPath = "";

  beforeAll(async () => {
    context = await running.browser.newContext();
    const page = await context.newPage();
    const { origin, emulator } = running.storefront;
    const [product] = await productsWithOptions(emulator.baseUrl, "v1");
    productPath = `/product/${product?.slug}`;
    await addToCart(
      page,
      origin,
      product?.slug ?? "",
      product?.variants.find((v) => v.inStock)?.choices ?? {},
    );
    // Once hydrated, a page fetches the whole sheet.
    const link = page.locator('head link[rel="prefetch"]');
    await link.waitFor({ state: "attached" });
    wholeSheet = await (await fetch(new URL((await link.getAttribute("href")) ?? "", origin))).text();
    // The hosted sign-in's frame must load from this emulator (its default public URL is port 4000).
    emulator.config.publicUrl = emulator.baseUrl;
    const email = "page-styles@example.com";
    await activeMember(emulator, email, PASSWORD);
    await page.goto(`${origin}/sign-in?next=${encodeURIComponent("/account")}`);
    await hydrated(page);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${origin}/account`);
    await page.close();
    return () => context.close();
  });

  /** The pages, in two sets: the catalogue's (`PRODUCT` is a product with options), and the others. */
  const PAGE_SETS = [
    ["the catalogue's pages", ["/", "/shop", "/shop?q=ink", "PRODUCT"]],
    ["the other pages", ["/cart", "/account", "/sign-in", "/register", "/forgot-password", "/no-such-page"]],
  ] as const;

  it.each(
    (["phone", "desktop"] as const).flatMap((viewport) =>
      PAGE_SETS.map(([name, paths]) => [name, viewport, paths] as const),
    ),
  )("style %s as the whole sheet does (%s)", async (_name, viewport, paths) => {
    expect(wholeSheet).toContain(".gallery");
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.setViewportSize(VIEWPORTS[viewport]);
    // The modules are held back, so the whole sheet does not come.
    await page.route("**/assets/*.js", (route) => route.abort());
    const changed: string[] = [];
    for (const path of paths.map((p) => (p === "PRODUCT" ? productPath : p))) {
      await page.goto(`${running.storefront.origin}${path}`);
      changed.push(...(await page.evaluate(changedInPage, wholeSheet)).map((change) => `${path} ${change}`));
    }
    expect(changed.slice(0, 30)).toEqual([]);
    await page.close();
  });
});
