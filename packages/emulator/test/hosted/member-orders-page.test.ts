/**
 * The members area's ORDERS page (`/_hosted/account`, section ORDERS): the signed-in member's
 * orders only (not another member's, not a visitor's), newest first, each with number, date,
 * status, lines and total; names from the catalogue escaped; "no orders yet" for a member without
 * any; nothing for a browser without the member's session; the hosted pages' security headers.
 */

import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buyer, createProduct, line, memberToken, merchant } from "../ecom/support/shop-calls.ts";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const HOSTILE_NAME = `Tee <script>alert(1)</script> & "quotes"`;

describe("the members area's orders page", () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.parse("2026-11-20T10:00:00.000Z");
    t = await startTestApp({}, { now: () => clock });
  });
  afterEach(() => t.close());

  /** The ORDERS page as the browser holding `sessionToken`'s cookie sees it. */
  async function ordersPage(sessionToken?: string) {
    const created = await postAsVisitor(t, SESSION, {
      membersAccount: { section: "ORDERS" },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/account` },
    });
    expect(created.status).toBe(200);
    const url = new URL(created.body.redirectSession.fullUrl as string);
    expect(url.pathname).toBe("/_hosted/account");
    return t.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: sessionToken ? { cookie: `vitrine_session=${encodeURIComponent(sessionToken)}` } : {},
    });
  }

  /** Places an order of `quantity` units of `productId` (size `size`) with `token`'s cart; resolves its number and id. */
  async function placeOrder(token: string, productId: string, size: string, quantity: number) {
    const added = await buyer(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(productId, quantity, { options: { Size: size } })],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const checkout = await buyer<{ checkoutId: string }>(
      t,
      token,
      "POST",
      "/ecom/v1/carts/current/create-checkout",
      { channelType: "WEB" },
    );
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const placed = await merchant<{ orderId: string }>(
      t,
      "POST",
      `/ecom/v1/checkouts/${checkout.body.checkoutId}/create-order`,
      {},
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await merchant<{ order: { number: string } }>(
      t,
      "GET",
      `/ecom/v1/orders/${placed.body.orderId}`,
    );
    clock += 60_000;
    return { id: placed.body.orderId, number: order.body.order.number };
  }

  it("lists the member's own orders, newest first, with date, status, lines and total, names escaped", async () => {
    const tee = await createProduct(t, {
      name: HOSTILE_NAME,
      priceData: { price: 12.5 },
      manageVariants: true,
      stock: { trackInventory: true, quantity: 10 },
      productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }],
    });
    const ada = await activeMember(t, "ada@example.com");
    const bo = await activeMember(t, "bo@example.com");
    const adaToken = await memberToken(t, ada.id);
    const first = await placeOrder(adaToken, tee.id, "M", 2);
    const others = await placeOrder(await memberToken(t, bo.id), tee.id, "S", 1);
    const visitors = await placeOrder(await t.visitorToken(), tee.id, "S", 1);
    const second = await placeOrder(adaToken, tee.id, "S", 3);
    const canceled = await merchant(t, "POST", `/ecom/v1/orders/${first.id}/cancel`, {});
    expect(canceled.status).toBe(200);

    const page = await ordersPage(ada.sessionToken);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    const body = page.body;
    expect(body).toContain("<h1>My orders</h1>");

    const shown = [...body.matchAll(/<h2>Order (\d+)<\/h2>/g)].map((match) => match[1]);
    expect(shown).toEqual([second.number, first.number]);
    expect(body).not.toContain(`Order ${others.number}`);
    expect(body).not.toContain(`Order ${visitors.number}`);

    const [newest = "", oldest = ""] = body.split(/<section class="order">/).slice(1);
    expect(newest).toContain(
      '<time datetime="2026-11-20T10:03:00.000Z">20 Nov 2026, 10:03 UTC</time> · Approved',
    );
    expect(newest).toContain(
      "<li>3 × Tee &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; (Size: S), $37.50</li>",
    );
    expect(newest).toContain("Total: <strong>$");
    expect(oldest).toContain(
      '<time datetime="2026-11-20T10:00:00.000Z">20 Nov 2026, 10:00 UTC</time> · Canceled',
    );
    expect(oldest).toContain("<li>2 × Tee &lt;script&gt;");
    expect(oldest).toContain("(Size: M), $25.00</li>");
    expect(body).not.toContain("<script>alert(1)");
    expect(body).toContain(`href="${TEST_ORIGIN}/account"`);
  });

  it("says there are no orders yet to a member without any, and shows nothing without the member's session", async () => {
    const cy = await activeMember(t, "cy@example.com");
    const none = await ordersPage(cy.sessionToken);
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain("You have no orders yet.");
    expect(none.body).not.toContain('<section class="order">');

    const tee = await createProduct(t, {
      name: "Plain Tee",
      priceData: { price: 10 },
      productOptions: [{ name: "Size", choices: [{ description: "M" }] }],
    });
    await placeOrder(await memberToken(t, cy.id), tee.id, "M", 1);
    const signedOut = await ordersPage();
    expect(signedOut.body).toContain("You are not signed in on this site.");
    expect(signedOut.body).not.toContain("Order ");
    const forged = await ordersPage("not-a-session-token");
    expect(forged.body).toContain("You are not signed in on this site.");
    expect((await ordersPage(cy.sessionToken)).body).toContain("<h2>Order 10001</h2>");
  });
});
