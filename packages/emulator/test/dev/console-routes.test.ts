/**
 * The console's routes: the page and its files (content types, the strict CSP,
 * no file outside the console), the overview (only with the console's header,
 * with the credentials and counts), the live request log (who called, `after`,
 * the console's own calls left out, each app its own log), the recorded
 * events of an entity, and the dev token guarding all of them beyond loopback.
 */
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: compares the console's answer with its policy
import { CONSOLE_CSP } from "../../src/dev/console-assets.ts";
import { startTestApp, TEST_API_KEY, type TestApp } from "../support/test-app.ts";

let t: TestApp;
afterEach(() => t.close());

const CONSOLE = { "x-vitrine-console": "1" };

async function createProduct(name: string): Promise<string> {
  const response = await t.inject({
    method: "POST",
    url: "/stores/v1/products",
    headers: t.merchantHeaders,
    payload: { product: { name, productType: "physical", priceData: { price: 10 } } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product.id;
}

describe("the console's page and files", () => {
  it("serves the page and its script and style with their types and a strict CSP", async () => {
    t = await startTestApp();
    const page = await t.inject({ method: "GET", url: "/_dev/" });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain("unsafe");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.body).toContain('<script type="module" src="/_dev/console/main.js">');
    const script = await t.inject({ method: "GET", url: "/_dev/console/main.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain("import");
    const style = await t.inject({ method: "GET", url: "/_dev/console/console.css" });
    expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
    const bare = await t.inject({ method: "GET", url: "/_dev" });
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe("/_dev/");
  });

  it("answers 404 in the envelope for anything that is not a console file", async () => {
    t = await startTestApp();
    for (const file of [
      "main.d.ts",
      "..%2Fpackage.json",
      "index.html",
      "missing.js",
      "%2E%2E%2Fsrc%2Fapp.ts",
    ]) {
      const response = await t.inject({ method: "GET", url: `/_dev/console/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json().details.applicationError.code).toBe("CONSOLE_FILE_NOT_FOUND");
    }
  });
});

describe("GET /_dev/overview", () => {
  it("refuses calls without the console's header", async () => {
    t = await startTestApp();
    const response = await t.inject({ method: "GET", url: "/_dev/overview" });
    expect(response.statusCode).toBe(403);
    expect(response.json().details.applicationError.code).toBe("CONSOLE_HEADER_REQUIRED");
  });

  it("gives the credentials, settings, counts and the webhook public key", async () => {
    t = await startTestApp();
    await createProduct("Linen Shirt");
    const response = await t.inject({ method: "GET", url: "/_dev/overview", headers: CONSOLE });
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json();
    expect(overview.credentials).toEqual({
      siteId: t.config.siteId,
      apiKeys: [TEST_API_KEY],
      clientIds: t.config.oauthClients.map((client) => client.clientId),
    });
    expect(overview.store.catalogVersion).toBe("V1_CATALOG");
    expect(overview.counts.products).toBe(1);
    expect(overview.counts.orders).toBe(0);
    expect(overview.catalogueChangeVersion).toMatch(/^\d+$/);
    expect(overview.webhookPublicKey.pem).toContain("BEGIN PUBLIC KEY");
    expect(overview.devTokenRequired).toBe(false);
  });
});

describe("GET /_dev/requests", () => {
  it("logs who called what, with secrets redacted, and only what came after `after`", async () => {
    t = await startTestApp();
    await createProduct("Linen Shirt");
    await t.inject({ method: "GET", url: "/_dev/mailbox?to=a%40b.c&token=secret-value" });
    await t.inject({ method: "GET", url: "/_dev/mailbox", headers: CONSOLE });
    const first = (await t.inject({ method: "GET", url: "/_dev/requests" })).json();
    expect(first.requests.map((r: { path: string }) => r.path)).toEqual([
      "/stores/v1/products",
      "/_dev/mailbox?to=a%40b.c&token=REDACTED",
    ]);
    expect(first.requests[0]).toMatchObject({
      method: "POST",
      status: 200,
      caller: "merchant (config-key-1)",
    });
    expect(first.requests[1].caller).toBe("anonymous");
    expect(first.requests[0].seq).toBeLessThan(first.requests[1].seq);
    expect(first.kept).toBe(500);
    await t.inject({ method: "GET", url: "/nowhere" });
    const next = (await t.inject({ method: "GET", url: `/_dev/requests?after=${first.last}` })).json();
    expect(next.requests).toEqual([
      expect.objectContaining({ path: "/nowhere", status: 404, caller: "no credential" }),
    ]);
    expect(next.last).toBe(first.last + 1);
  });

  it("keeps one log per app and refuses a bad `after`", async () => {
    t = await startTestApp();
    await t.inject({ method: "GET", url: "/healthz" });
    const other = await startTestApp();
    try {
      expect((await other.inject({ method: "GET", url: "/_dev/requests" })).json().requests).toEqual([]);
    } finally {
      await other.close();
    }
    const bad = await t.inject({ method: "GET", url: "/_dev/requests?after=-1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe("after");
  });
});

describe("GET /_dev/events", () => {
  it("lists the events recorded for one entity, newest first, to a merchant only", async () => {
    t = await startTestApp();
    const id = await createProduct("Linen Shirt");
    await createProduct("Wool Scarf");
    const response = await t.inject({
      method: "GET",
      url: `/_dev/events?entityId=${id}`,
      headers: t.merchantHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { events } = response.json();
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event: { entityId: string }) => event.entityId === id)).toBe(true);
    expect(events.map((e: { eventType: string }) => e.eventType)).toContain(
      "wix.stores.catalog.v3.product_created",
    );
    const anonymous = await t.inject({ method: "GET", url: "/_dev/events" });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.inject({ method: "GET", url: "/_dev/events?limit=0", headers: t.merchantHeaders });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the console beyond loopback", () => {
  it("asks for the dev token on the page, the overview and the request log", async () => {
    t = await startTestApp({ devToken: "console-token" });
    for (const url of ["/_dev/", "/_dev/console/main.js", "/_dev/overview", "/_dev/requests"]) {
      const response = await t.inject({ method: "GET", url, headers: CONSOLE });
      expect(response.statusCode, url).toBe(401);
    }
    const link = await t.inject({ method: "GET", url: "/_dev/?token=console-token" });
    expect(link.statusCode).toBe(303);
    const cookie = String(link.headers["set-cookie"]).split(";")[0];
    const page = await t.inject({ method: "GET", url: "/_dev/", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const overview = await t.inject({
      method: "GET",
      url: "/_dev/overview",
      headers: { cookie, ...CONSOLE },
    });
    expect(overview.json().devTokenRequired).toBe(true);
  });
});
