/**
 * Hydration in turns (`components/ui/hydrate-later.tsx`), on the production build in Chromium.
 * The tests hold the turns back (each is a message the page posts to itself) and let them go one
 * by one: the page's frame hydrates first, then its header, its main content (with its product
 * cards) and its footer, each in a task of its own; `<html data-hydrated>` comes after the last. What
 * hydrates is what the server sent, its elements adopted and none rebuilt. When the router moves to
 * another page while parts wait, they hydrate first, and the next page renders whole.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage } from "./support/browser.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();

/**
 * Set up in the page before its scripts: holds every message a `MessagePort` posts (the turns)
 * in `heldTurns` until the test lets it go, and records in `listening` each element that gets an
 * event listener (the framework adds them as it hydrates an element).
 */
function holdTurnsAndRecordListeners() {
  const held: (() => void)[] = [];
  const listening = new Set<EventTarget>();
  Object.assign(window, { heldTurns: held, listening });
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort, ...message: unknown[]) {
    held.push(() => Reflect.apply(post, this, message));
  } as typeof MessagePort.prototype.postMessage;
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...rest: unknown[]) {
    if (this instanceof Element) listening.add(this);
    return Reflect.apply(listen, this, rest);
  } as typeof EventTarget.prototype.addEventListener;
}

/** The page's globals {@link holdTurnsAndRecordListeners} sets up. */
type TurnsWindow = Window & { heldTurns: (() => void)[]; listening: Set<EventTarget> };

/** How many elements matching each of `selectors` the framework has hydrated (given a listener). */
function hydratedCounts(page: Page, selectors: readonly string[]): Promise<number[]> {
  return page.evaluate(
    (names) =>
      names.map(
        (name) =>
          [...document.querySelectorAll(name)].filter((element) =>
            (window as unknown as TurnsWindow).listening.has(element),
          ).length,
      ),
    selectors,
  );
}

/** Lets the next turn go, once the page has posted it. */
async function letTurnGo(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as TurnsWindow).heldTurns.length > 0);
  await page.evaluate(() => (window as unknown as TurnsWindow).heldTurns.shift()?.());
}

/** Waits until the page has hydrated `counts` of `selectors`' elements, then reads them again. */
async function hydratedUpTo(page: Page, selectors: readonly string[], counts: number[]): Promise<number[]> {
  await page.waitForFunction(
    ({ names, wanted }) =>
      names.every(
        (name, index) =>
          [...document.querySelectorAll(name)].filter((element) =>
            (window as unknown as TurnsWindow).listening.has(element),
          ).length >= (wanted[index] ?? 0),
      ),
    { names: selectors, wanted: counts },
  );
  return hydratedCounts(page, selectors);
}

const HEADER_LINK = "header.site-header a";
const MAIN_CONTROL = "main select";
const FOOTER_LINK = "footer.site-footer a";
const CARD_LINK = '[data-testid="product-card"] a';
const PARTS = [HEADER_LINK, MAIN_CONTROL, FOOTER_LINK, CARD_LINK] as const;

describe("hydration in turns", () => {
  it("hydrates the header, the main content and the footer each in a turn of its own, and marks the page hydrated after the last", async () => {
    const page = await openPage(running.browser, "phone");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(holdTurnsAndRecordListeners);
    await page.goto(`${running.storefront.origin}/shop`);
    await page.waitForFunction(() => (window as unknown as TurnsWindow).heldTurns.length > 0);
    expect(await hydratedCounts(page, PARTS)).toEqual([0, 0, 0, 0]);

    await letTurnGo(page);
    const [header] = await hydratedUpTo(page, PARTS, [1, 0, 0, 0]);
    expect(header).toBeGreaterThan(0);
    expect(await hydratedCounts(page, [MAIN_CONTROL, FOOTER_LINK, CARD_LINK])).toEqual([0, 0, 0]);

    await letTurnGo(page);
    const cards = await page.locator(CARD_LINK).count();
    expect(cards).toBeGreaterThan(1);
    const [, controls, , cardsHydrated] = await hydratedUpTo(page, PARTS, [1, 1, 0, cards]);
    expect(controls).toBeGreaterThan(0);
    expect(cardsHydrated).toBe(cards);
    expect(await hydratedCounts(page, [FOOTER_LINK])).toEqual([0]);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    await letTurnGo(page);
    await hydratedUpTo(page, [FOOTER_LINK], [1]);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await letTurnGo(page);
    await hydrated(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("adopts every element the server sent", async () => {
    const page = await openPage(running.browser, "phone");
    // A first load fills the catalogue's cache: every part of the second comes in its HTML.
    await page.goto(`${running.storefront.origin}/shop`);
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const frame = document.body.querySelectorAll("header, header *, main, main *, footer, footer *");
        // The header's "Sign in" place, kept before the page knows who is signed in, is replaced.
        const sent = [...frame].filter((element) => !element.matches(".member-menu__placeholder"));
        Object.assign(window, { sent });
      });
    });
    await page.reload();
    await hydrated(page);
    const { sent, replaced } = await page.evaluate(() => {
      const elements = (window as unknown as { sent: Element[] }).sent;
      const gone = elements.filter((element) => !element.isConnected);
      return {
        sent: elements.length,
        replaced: gone.map((element) => `${element.tagName}.${element.className}`),
      };
    });
    expect(sent).toBeGreaterThan(100);
    expect(replaced).toEqual([]);
    await page.close();
  });

  it("renders a part at its turn over the server's elements, with the attributes of what it renders then", async () => {
    const page = await openPage(running.browser, "phone");
    await page.addInitScript(holdTurnsAndRecordListeners);
    await page.goto(`${running.storefront.origin}/shop`);
    await letTurnGo(page);
    await hydratedUpTo(page, [HEADER_LINK], [1]);
    // What the server sent differs from what the main content renders at its turn, as it does
    // when a query settles between the two: an attribute with another value, one it does not render.
    await page.evaluate(() => {
      const grid = document.querySelector("ul.product-grid") as HTMLElement & { sent?: boolean };
      grid.sent = true;
      grid.setAttribute("aria-busy", "true");
      grid.dataset.notRendered = "";
    });
    await letTurnGo(page);
    await hydratedUpTo(page, [MAIN_CONTROL], [1]);
    expect(
      await page.evaluate(() => {
        const grid = document.querySelector("ul.product-grid") as HTMLElement & { sent?: boolean };
        return {
          sent: grid.sent,
          busy: grid.getAttribute("aria-busy"),
          notRendered: "notRendered" in grid.dataset,
        };
      }),
    ).toEqual({ sent: true, busy: "false", notRendered: false });
    await page.close();
  });

  it("hydrates the parts still waiting when the router moves to another page, which then renders whole", async () => {
    const page = await openPage(running.browser, "phone");
    await page.addInitScript(holdTurnsAndRecordListeners);
    await page.goto(`${running.storefront.origin}/`);
    await letTurnGo(page);
    await hydratedUpTo(page, [HEADER_LINK], [1]);
    expect(await hydratedCounts(page, [FOOTER_LINK])).toEqual([0]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.locator("header.site-header").getByRole("link", { name: "Shop" }).click();
    await page.waitForURL(/\/shop$/);
    await page.getByRole("heading", { level: 1, name: "All products" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(await page.locator("main").count()).toBe(1);
    const cards = await page.locator(CARD_LINK).count();
    expect(cards).toBeGreaterThan(1);
    expect(await hydratedCounts(page, [CARD_LINK])).toEqual([cards]);
    await page.evaluate(() => {
      for (const turn of (window as unknown as TurnsWindow).heldTurns.splice(0)) turn();
    });
    await hydrated(page);
    await page.close();
  });
});
