/**
 * What the first paint of a shopper page waits for, on the production build in Chromium: no
 * stylesheet request (each page's styles come in its HTML's head; once it has hydrated, the whole
 * sheet is fetched as a file, and applied as the browser moves to a page it renders itself); the modules the page fetches are its initial
 * JavaScript, the shared ones in one chunk, requested after its largest paint (or, when its
 * pictures do not come, a second after the document is parsed); and from the first paint through
 * hydration nothing on the page moves, the header included (its "Sign in" place is kept before the
 * page knows who is signed in), on a phone and on a desktop; nor while its HTML is still arriving
 * (nothing is painted before its main content is whole).
 */
import { describe, expect, it } from "vitest";
import { hydrated, openPage, VIEWPORTS } from "./support/browser.ts";
import { serveDocumentInTwoParts } from "./support/document-in-two-parts.ts";
import { measureInitialJavaScript } from "./support/initial-javascript.mjs";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();

/** The design's page background (`--color-bg` of `styles/base.css`), as computed styles give it. */
const PAGE_BACKGROUND = "rgb(251, 250, 247)";

/** The layout shifts of the page so far, each as the elements it moved (`TAG.class`). */
function recordLayoutShifts() {
  const shifts: string[][] = [];
  Object.assign(window, { layoutShifts: shifts });
  type Shift = PerformanceEntry & { sources: { node?: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[])
      shifts.push(
        entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName}.${node.className}` : "text",
        ),
      );
  }).observe({ type: "layout-shift", buffered: true });
}

/** Records the picture (its URL, `""` for text) of each largest-paint candidate the page reports. */
function recordLargestPaints() {
  const paints: string[] = [];
  Object.assign(window, { largestPaints: paints });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.push((entry as PerformanceEntry & { url: string }).url);
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** Resolves once the page has drawn two frames, or after `limitMs`. */
function afterFrames(limitMs: number): Promise<void> {
  return new Promise((done) => {
    requestAnimationFrame(() => requestAnimationFrame(() => done()));
    setTimeout(done, limitMs);
  });
}

describe("a shopper page's first paint", () => {
  it("needs no stylesheet file: the page's styles are in the head; once hydrated, the whole sheet serves the pages it renders", async () => {
    const html = await (await fetch(`${running.storefront.origin}/shop`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(head).toMatch(/<style>[^<]*\.product-card\{/);
    // The product page's own rules are not the shop's.
    expect(head).not.toMatch(/\.gallery\{/);

    const page = await openPage(running.browser, "desktop");
    await page.goto(`${running.storefront.origin}/shop`);
    // Chromium's Resource Timing says which requests held the first paint (`renderBlockingStatus`).
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter(
          (r) =>
            (r as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
            "blocking",
        )
        .map((r) => r.name),
    );
    expect(blocking).toEqual([]);
    await hydrated(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe(PAGE_BACKGROUND);
    // Hydrated, the page fetches the whole sheet, and applies it only as the router moves on.
    await page.locator('head link[rel="prefetch"]').waitFor({ state: "attached" });
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    await page.getByTestId("product-card").first().getByRole("link").first().click();
    await page.waitForURL(/\/product\//);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await background()).toBe(PAGE_BACKGROUND);
    expect(await page.locator("head style").count()).toBe(1);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(1);
    // The product page, rendered in the browser, has its own rules from the whole sheet.
    await expect
      .poll(() => page.locator(".gallery").evaluate((e) => getComputedStyle(e).display))
      .toBe("grid");
    await page.close();
  });

  it.each(["/", "/shop", "/cart"])(
    "hydrates %s without moving the head's stylesheet (a moved one is parsed and applied again)",
    async (path) => {
      const page = await openPage(running.browser, "phone");
      await page.addInitScript(() => {
        const moved: string[] = [];
        Object.assign(window, { movedStyles: moved });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node.nodeName === "STYLE") moved.push(record.target.nodeName);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${running.storefront.origin}${path}`);
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual(
        [],
      );
      expect(await page.locator("head style").count()).toBe(1);
      await page.close();
    },
  );

  it.each([
    ["/shop", "shop"],
    ["/", "home"],
  ])(
    "fetches exactly the initial JavaScript of %s, in at most 13 files, after its largest paint's pictures",
    async (path, route) => {
      const html = await (await fetch(`${running.storefront.origin}${path}`)).text();
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      const page = await openPage(running.browser, "phone");
      await page.addInitScript(recordLargestPaints);
      await page.goto(`${running.storefront.origin}${path}`);
      await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
      const { paints, modules, loaded } = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          paints: (window as unknown as { largestPaints: string[] }).largestPaints,
          modules: resources
            .filter((r) => new URL(r.name).pathname.endsWith(".js"))
            .map((r) => ({ file: new URL(r.name).pathname.slice(1), start: r.startTime })),
          loaded: Object.fromEntries(resources.map((r) => [r.name, r.responseEnd])),
        };
      });
      await page.close();
      const initial = measureInitialJavaScript(running.storefront.outDir, `src/app/routes/${route}.tsx`);
      expect(new Set(modules.map((m) => m.file))).toEqual(new Set(initial.files.map((f) => f.file)));
      expect(modules.length).toBeLessThanOrEqual(13);
      // The paint needs none of them: they are requested once the largest paint's pictures have
      // come (its presentation can trail the frames the starter waits for on a loaded machine).
      const pictures = paints.filter((url) => url !== "");
      expect(pictures.length).toBeGreaterThan(0);
      const firstModule = Math.min(...modules.map((m) => m.start));
      for (const url of pictures) expect(loaded[url], url).toBeLessThan(firstModule);
    },
  );

  it("starts the modules without the pictures when they do not come", async () => {
    const page = await openPage(running.browser, "phone");
    // Every picture's request stays unanswered, as on a stalled network.
    await page.route("**/*", (route) =>
      route.request().resourceType() === "image" ? undefined : route.continue(),
    );
    await page.goto(`${running.storefront.origin}/shop`, { waitUntil: "domcontentloaded" });
    await expect
      .poll(() => page.evaluate(() => "__reactRouterRouteModules" in window), { timeout: 30_000 })
      .toBe(true);
    expect(await page.evaluate(() => [...document.images].some((image) => !image.complete))).toBe(true);
    await page.close();
  });

  it.each(
    (["phone", "desktop"] as const).flatMap((viewport) => [
      ["/shop", viewport],
      ["/", viewport],
    ]),
  )(
    "moves nothing on %s (%s) from the first paint through hydration, the header included",
    async (path, viewport) => {
      const context = await running.browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.addInitScript(recordLayoutShifts);
      await page.goto(`${running.storefront.origin}${path}`);
      // Hydrated and the visitor's "Sign in" shown: what the header fills in after hydration is there.
      await page.locator(".member-menu__sign-in:not(.member-menu__placeholder)").waitFor();
      await page.waitForLoadState("networkidle");
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[][] }).layoutShifts,
      );
      expect(shifts).toEqual([]);
      await context.close();
    },
  );
  it.each(
    (["phone", "desktop"] as const).flatMap((viewport) => [
      ["/shop", viewport],
      ["/", viewport],
      ["/product/photo-presets-pack", viewport],
    ]),
  )("moves nothing on %s (%s) while its HTML is still arriving", async (path, viewport) => {
    const html = await (await fetch(`${running.storefront.origin}${path}`)).text();
    const main = { start: html.indexOf('<main id="main"'), end: html.indexOf("</main>") };
    // Cut after the header's first link, and at a quarter, a half and three quarters of the page.
    const cuts = [html.indexOf("</li>", html.indexOf('class="site-nav"')) + "</li>".length];
    for (const fraction of [0.25, 0.5, 0.75])
      cuts.push(html.indexOf(">", main.start + Math.round((main.end - main.start) * fraction)) + 1);
    for (const cut of cuts) {
      const arriving = await serveDocumentInTwoParts(html.slice(0, cut), html.slice(cut));
      const page = await openPage(running.browser, viewport);
      await page.addInitScript(recordLayoutShifts);
      // Only the document comes: where things are depends on none of its pictures or modules.
      await page.route("**/*", (route) =>
        route.request().resourceType() === "document" ? route.continue() : route.abort(),
      );
      const loading = page.goto(arriving.url);
      await expect.poll(() => page.evaluate(() => "firstPartParsed" in window)).toBe(true);
      // Time for the browser to paint what it has: two frames, or half a second when it may not
      // paint yet (animation frames do not run while rendering is blocked).
      await page.evaluate(afterFrames, 500);
      // Every cut is before the main content's end: nothing of the page is painted yet.
      expect(
        await page.evaluate(() => performance.getEntriesByType("paint").map((entry) => entry.name)),
        `cut after …${html.slice(cut - 60, cut)}`,
      ).toEqual([]);
      arriving.releaseRest();
      await loading;
      await page.evaluate(afterFrames, 60_000);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[][] }).layoutShifts,
      );
      expect(shifts, `cut after …${html.slice(cut - 60, cut)}`).toEqual([]);
      await page.close();
      await arriving.close();
    }
  });
});
