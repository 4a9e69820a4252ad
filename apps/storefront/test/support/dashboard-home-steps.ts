/**
 * The dashboard home's steps for browser tests: signing in at `/admin` with the demo store's key
 * lands on the home; a period card's span and figures as the page shows them; and the order and
 * abandoned checkout searches over a card's span, read through the SDK as the merchant, to
 * compare the page's figures with.
 */
import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { abandonedCheckouts, orders } from "@vitrine/sdk/ecom";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_API_KEY, DEMO_SITE_ID } from "./dashboard-steps.ts";

const PERIODS = ["today", "7-days", "30-days"] as const;
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function merchant(emulator: ListeningTestApp) {
  return createClient({
    baseUrl: emulator.baseUrl,
    modules: { orders, abandonedCheckouts },
    auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
  });
}

/**
 * Signs in to the dashboard of the storefront at `origin` and waits for its home.
 *
 * @example
 * ```ts
 * await signInToHome(page, running.storefront.origin);
 * ```
 */
export async function signInToHome(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin`);
  await page.getByLabel("API key").fill(DEMO_API_KEY);
  await expect.poll(() => page.getByLabel("Site id").inputValue()).toBe(DEMO_SITE_ID);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
}

/**
 * What one period card shows: its span (`from`, `to`, ISO) and figures.
 *
 * @example
 * ```ts
 * const { from, orders } = await periodCard(page, "7-days");
 * ```
 */
export async function periodCard(page: Page, period: string) {
  const shown = page.locator(`[data-testid="home-period"][data-period="${period}"]`);
  await shown.waitFor();
  return {
    from: (await shown.getByTestId("home-from").getAttribute("datetime")) ?? "",
    to: (await shown.getByTestId("home-to").getAttribute("datetime")) ?? "",
    revenue: await shown.getByTestId("home-revenue").textContent(),
    orders: Number(await shown.getByTestId("home-orders").textContent()),
  };
}

/** The revenue and count of the orders (cancelled ones apart) the order search returns for [from, to). */
async function ordersSearched(emulator: ListeningTestApp, from: string, to: string) {
  let cents = 0;
  let count = 0;
  for await (const order of merchant(emulator).orders.iterateOrders({
    filter: { createdDate: { $gte: from, $lt: to } },
    cursorPaging: { limit: 100 },
  })) {
    if (order.status === "CANCELED") continue;
    count++;
    cents += Math.round(Number(order.priceSummary?.total?.amount ?? 0) * 100);
  }
  return { revenue: money.format(cents / 100), orders: count };
}

/** The carts found abandoned in [from, to), how many of them were recovered, and their value. */
async function cartsSearched(emulator: ListeningTestApp, from: string, to: string) {
  const admin = merchant(emulator);
  const filter = { createdDate: { $gte: from, $lt: to } };
  const counted = await admin.abandonedCheckouts.searchAbandonedCheckouts({ filter, paging: { limit: 1 } });
  let recovered = 0;
  let cents = 0;
  for await (const cart of admin.abandonedCheckouts.iterateAbandonedCheckouts({
    filter: { ...filter, status: "RECOVERED" },
    cursorPaging: { limit: 100 },
  })) {
    recovered++;
    cents += Math.round(Number(cart.totalPrice?.amount ?? 0) * 100);
  }
  return { abandoned: counted.pagingMetadata.total ?? 0, recovered, value: money.format(cents / 100) };
}

/**
 * Checks that each period card's revenue and orders equal the order search over its span.
 *
 * @example
 * ```ts
 * await expectFiguresMatchTheSearch(page, running.storefront.emulator);
 * ```
 */
export async function expectFiguresMatchTheSearch(page: Page, emulator: ListeningTestApp): Promise<void> {
  for (const period of PERIODS) {
    const shown = await periodCard(page, period);
    expect({ period, revenue: shown.revenue, orders: shown.orders }).toEqual({
      period,
      ...(await ordersSearched(emulator, shown.from, shown.to)),
    });
  }
}

/**
 * Checks that each period's cart row (abandoned, recovered, value recovered) equals the abandoned
 * checkout search from the start of its sales card's span until now.
 *
 * @example
 * ```ts
 * await expectCartsMatchTheSearch(page, running.storefront.emulator);
 * ```
 */
export async function expectCartsMatchTheSearch(page: Page, emulator: ListeningTestApp): Promise<void> {
  for (const period of PERIODS) {
    const { from } = await periodCard(page, period);
    const row = page.locator(`[data-testid="home-carts-row"][data-period="${period}"]`);
    const shown = {
      period,
      abandoned: Number(await row.getByTestId("home-carts-abandoned").textContent()),
      recovered: Number(await row.getByTestId("home-carts-recovered").textContent()),
      value: await row.getByTestId("home-carts-value").textContent(),
    };
    expect(shown).toEqual({ period, ...(await cartsSearched(emulator, from, new Date().toISOString())) });
  }
}
