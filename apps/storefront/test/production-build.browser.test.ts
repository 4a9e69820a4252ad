/**
 * The storefront's production build, which renders with Preact through `preact/compat` (see
 * `vite.config.ts`): the shop page's initial JavaScript stays under its budget (bench figure
 * 6: 100 KB gzip) and holds no React DOM; and, in real Chromium, what Preact's diffing could
 * change from React's: paging with the mouse starts the new page at its top (Preact reuses an
 * unkeyed element of the same type in another slot, which once moved the clicked, focused "Next"
 * link into the "Previous" slot and the browser scrolled back down to it). The page names
 * a favicon the build serves, and a first load has no load refused and logs no warning.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { measureInitialJavaScript } from "./support/initial-javascript.mjs";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

/** The budget for a page's initial JavaScript, in gzip bytes. */
const INITIAL_JAVASCRIPT_BUDGET = 100 * 1024;

const running = storefrontInChromium();

describe("the storefront's production build", () => {
  it.each(["shop", "product"])(
    "loads at most 100 KB gzip of JavaScript before it hydrates the %s page",
    (route) => {
      const page = measureInitialJavaScript(running.storefront.outDir, `src/app/routes/${route}.tsx`);
      console.log(`${route} page initial JavaScript: ${page.gzip} B gzip in ${page.files.length} files`);
      expect(page.files.length).toBeGreaterThan(1);
      expect(page.gzip).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
    },
  );

  it("renders with Preact: React DOM's code is not in the shop page's initial JavaScript", () => {
    const shop = measureInitialJavaScript(running.storefront.outDir, "src/app/routes/shop.tsx");
    const mentionsReactDom = (file: string) =>
      readFileSync(join(running.storefront.outDir, file), "utf8").includes("__REACT_DEVTOOLS_GLOBAL_HOOK__");
    // React DOM's production build registers with the React DevTools through this global.
    expect(shop.files.map((f) => f.file).filter(mentionsReactDom)).toEqual([]);
  });

  it("starts the next page at its top when the visitor clicks Next at the bottom of the shop", async () => {
    const page = await openPage(running.browser, "desktop");
    await page.goto(`${running.storefront.origin}/shop`);
    await expect.poll(() => page.getByText("Page 1 of 5").count()).toBe(1);
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText("Page 2 of 5").count()).toBe(1);
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(settled)));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it("names its favicon and serves it, so browsers do not ask for a missing /favicon.ico", async () => {
    const page = await openPage(running.browser, "desktop");
    await page.goto(`${running.storefront.origin}/shop`);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons).toHaveLength(1);
    const icon = await fetch(icons[0] ?? "");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
    expect(await icon.text()).toContain("<svg");
    await page.close();
  });

  it("has no load refused and logs no warning while the first page's route loads", async () => {
    const page = await openPage(running.browser, "desktop");
    const warnings: string[] = [];
    page.on("console", (message) => {
      // Chromium's "preloaded … but not used within a few seconds" measures the machine's load,
      // not the page: on a busy machine the route's code can take longer than that to run.
      const timing = /was preloaded using link preload but not used within a few seconds/;
      if ((message.type() === "warning" || message.type() === "error") && !timing.test(message.text()))
        warnings.push(message.text());
    });
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${running.storefront.origin}/shop`);
    await expect.poll(() => page.getByText("Page 1 of 5").count()).toBe(1);
    // A visitor who has added nothing has no cart, and the header's badge does not ask for one:
    // no load is refused.
    expect(refused).toEqual([]);
    expect(warnings, refused.join("\n")).toEqual([]);
    await page.close();
  });
});
