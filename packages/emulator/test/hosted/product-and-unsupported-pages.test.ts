/**
 * Redirect sessions to product pages and to kinds the emulator does not serve: `storesProduct`
 * opens the store's product page when the asking client names a `productUrlTemplate` (checked
 * against its allowed origins), else the hosted product page (name, price, image under an
 * `img-src` of its origin only, description as text); bookings, events and plans checkouts land on
 * a page that says so, with a link back to an allowed `postFlowUrl`.
 */

import { postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: seeds the store as the CLI's `--seed demo` does
import { seedDemo } from "../../src/cli/demo-seed.ts";
import {
  startTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  type TestApp,
} from "../support/test-app.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

describe("product and unsupported redirect pages", () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function product(name: string, description: string) {
    const created = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: t.merchantHeaders,
      payload: { product: { name, productType: "physical", priceData: { price: 12.5 }, description } },
    });
    expect(created.statusCode).toBe(200);
    return created.json().product.slug as string;
  }

  it("opens the store's product page when the client names one", async () => {
    t = await startTestApp({
      apiKeys: [TEST_API_KEY],
      oauthClients: [
        {
          clientId: TEST_CLIENT_ID,
          allowedOrigins: [TEST_ORIGIN],
          productUrlTemplate: `${TEST_ORIGIN}/product/{slug}`,
        },
      ],
    });
    const created = await postAsVisitor(t, SESSION, { storesProduct: { productSlug: "blue shirt" } });
    expect(created.status).toBe(200);
    const page = await t.inject({ method: "GET", url: pathOf(created.body.redirectSession.fullUrl) });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${TEST_ORIGIN}/product/blue%20shirt`);

    const missing = await postAsVisitor(t, SESSION, { storesProduct: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe("storesProduct.productSlug");
  });

  it("refuses a product URL template off the client's origins", async () => {
    t = await startTestApp({
      oauthClients: [
        {
          clientId: TEST_CLIENT_ID,
          allowedOrigins: [TEST_ORIGIN],
          productUrlTemplate: "https://evil.example/p/{slug}",
        },
      ],
    });
    const created = await postAsVisitor(t, SESSION, { storesProduct: { productSlug: "shirt" } });
    expect(created.status).toBe(400);
    expect(created.body.details.validationError.fieldViolations[0].field).toBe("productUrlTemplate");
    expect(await t.db.query("select id from redirect_sessions")).toEqual([]);
  });

  it("shows the hosted product page otherwise, with the description as text", async () => {
    t = await startTestApp();
    const slug = await product(
      "Tea <b>pot</b>",
      "<p>Holds <em>1 l</em> &amp; pours<script>alert(1)</script></p>",
    );
    const created = await postAsVisitor(t, SESSION, {
      storesProduct: { productSlug: slug },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/shop` },
    });
    const page = await t.inject({ method: "GET", url: pathOf(created.body.redirectSession.fullUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Tea &lt;b&gt;pot&lt;/b&gt;</h1>");
    expect(page.body).toContain("Price: <strong>");
    expect(page.body).toContain("Holds 1 l &amp; pours alert(1)");
    expect(page.body).not.toContain("<script>alert");
    expect(page.body).not.toContain("<em>");
    expect(page.body).toContain(`href="${TEST_ORIGIN}/shop"`);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");

    const unknown = await postAsVisitor(t, SESSION, { storesProduct: { productSlug: "no-such-product" } });
    const notFound = await t.inject({ method: "GET", url: pathOf(unknown.body.redirectSession.fullUrl) });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toContain("This product is not in the store");
  });

  it("shows a demo product's picture, allowed by an img-src of its origin only", async () => {
    t = await startTestApp();
    await seedDemo(t.db, t.config.publicUrl, t.config.catalogVersion);
    const [row] = await t.db.query<{ slug: string; name: string }>(
      "select slug, name from products where visible and doc->'media'->'mainMedia' is not null order by slug limit 1",
    );
    const created = await postAsVisitor(t, SESSION, { storesProduct: { productSlug: row?.slug } });
    const page = await t.inject({ method: "GET", url: pathOf(created.body.redirectSession.fullUrl) });
    expect(page.statusCode).toBe(200);
    const src = /<img src="([^"]+)" alt="([^"]*)"/.exec(page.body);
    expect(src?.[1]).toMatch(/^https?:\/\//);
    expect(src?.[2]).toBe(row?.name);
    expect(page.headers["content-security-policy"]).toContain(`img-src ${new URL(src?.[1] ?? "").origin}`);
  });

  it.each([
    ["bookingsCheckout", { serviceId: "s1" }, "Checking out a booking is not available in the emulator"],
    ["eventsCheckout", { eventSlug: "gala" }, "Checking out event tickets is not available in the emulator"],
    ["paidPlansCheckout", { planId: "p1" }, "Checking out a paid plan is not available in the emulator"],
  ])("says %s is not available, with a link back to the store", async (kind, details, words) => {
    t = await startTestApp();
    const created = await postAsVisitor(t, SESSION, {
      [kind]: details,
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/cart` },
    });
    expect(new URL(created.body.redirectSession.fullUrl).pathname).toBe("/_hosted/unsupported");
    const page = await t.inject({ method: "GET", url: pathOf(created.body.redirectSession.fullUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(words);
    expect(page.body).toContain("Nothing was booked, bought or charged.");
    expect(page.body).toContain(`<a href="${TEST_ORIGIN}/cart">Back to the store</a>`);
    const offsite = await postAsVisitor(t, SESSION, {
      [kind]: details,
      callbacks: { postFlowUrl: "https://evil.example/" },
    });
    expect(offsite.status).toBe(400);
    expect(offsite.body.details.validationError.fieldViolations[0].field).toBe("callbacks.postFlowUrl");
  });
});
