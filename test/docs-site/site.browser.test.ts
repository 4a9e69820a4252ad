/**
 * The built docs site in Chromium, served from its folder on 127.0.0.1: every page answers 200 and
 * loads with no console error and no request off the machine, and is axe-clean (WCAG 2 A/AA,
 * serious and critical); the local search finds a known export; the guides' sidebar lists the guide
 * added to the build's guides folder, with previous/next links.
 */
import { readdirSync, rmSync } from "node:fs";
import { axeViolations, launchChromium } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type BuiltSite, buildSite, THROWAWAY_GUIDE } from "./built-site.ts";
import { type StaticServer, serveStatic } from "./static-server.ts";

let built: BuiltSite;
let pages: string[];
let server: StaticServer;
let browser: Browser;
beforeAll(async () => {
  built = await buildSite();
  pages = readdirSync(built.site, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".html") && name !== "404.html")
    .map((name) => `/${name}`);
  server = await serveStatic(built.site);
  browser = await launchChromium();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (built) rmSync(built.temp, { recursive: true, force: true });
});

/** A page that records console errors and failed or off-machine requests. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      problems.push(`off-machine request: ${route.request().url()}`);
      return route.abort();
    },
  );
  return { page, problems };
}

// One visit per page for both checks: axe on the big reference pages takes most of the file's time.
it("serves every page with 200, each loads with no console error, and is axe-clean", async () => {
  // The landing page, the reference's index and its ten entry pages, three package pages, the guides.
  expect(pages.length).toBeGreaterThanOrEqual(16);
  const { page, problems } = await watchedPage();
  const violations: string[] = [];
  for (const path of pages) {
    const response = await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
    if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
    await page.locator(".VPContent").waitFor();
    // The theme names its appearance switch once the page has hydrated (the server sends an empty title).
    await page
      .locator('.VPNavBarAppearance .VPSwitchAppearance:not([title=""])')
      .waitFor({ state: "attached" });
    for (const violation of await axeViolations(page, "serious")) violations.push(`${path}: ${violation}`);
  }
  await page.close();
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

it("finds an exported name with the local search", async () => {
  const { page, problems } = await watchedPage();
  await page.goto(`${server.origin}/`, { waitUntil: "load" });
  await page
    .getByRole("button", { name: /search/i })
    .first()
    .click();
  await page.getByRole("searchbox").fill("createClient");
  await expect
    .poll(() => page.locator(".VPLocalSearchBox .result").allTextContents())
    .toEqual(expect.arrayContaining([expect.stringContaining("createClient")]));
  await page.close();
  expect(problems).toEqual([]);
});

it("lists the guides in the folder in the sidebar, with previous and next links", async () => {
  const { page, problems } = await watchedPage();
  await page.goto(`${server.origin}/guides/zz-throwaway.html`, { waitUntil: "load" });
  expect(await page.locator(".VPSidebar").textContent()).toContain(THROWAWAY_GUIDE);
  expect(await page.locator(".VPDocFooter .pager-link").count()).toBeGreaterThan(0);
  await page.close();
  expect(problems).toEqual([]);
});
