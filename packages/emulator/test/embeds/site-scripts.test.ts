/**
 * The site's scripts and the custom embeds they come from, on the real
 * database: a site with no embeds answers an empty list; a merchant's enabled
 * embeds appear in creation order with their position and HTML, a disabled one
 * does not, a deleted one goes; the embed calls are the merchant's only, and
 * bad input is a 400 naming every bad field with nothing stored.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { merchant } from "../catalog/writes/merchant-calls.ts";
import { buyer, errorCode, errorFields } from "../ecom/support/shop-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const SCRIPTS = "/assets/scripts/v1/site-scripts";
const EMBEDS = "/embeds/v1/custom-embeds";

const embed = (name: string, position: string, html: string, extra: Loose = {}) => ({
  customEmbed: { name, position, embedData: { category: "FUNCTIONAL", html }, ...extra },
});

describe(`site scripts and custom embeds on ${testBackend}`, () => {
  let t: TestApp;
  let visitor: string;
  beforeEach(async () => {
    t = await startTestApp();
    visitor = await t.visitorToken();
  });
  afterEach(() => t.close());

  it("answers an empty list for a site without embeds", async () => {
    const reply = await buyer(t, visitor, "GET", SCRIPTS);
    expect(reply).toEqual({ status: 200, body: { siteScripts: [] } });
  });

  it("serves the enabled embeds a merchant adds, in order, and drops a deleted one", async () => {
    const head = await merchant<Loose>(
      t,
      "POST",
      EMBEDS,
      embed("Fonts", "HEAD", '<link rel="preconnect" href="https://fonts.example">'),
    );
    expect(head.status, JSON.stringify(head.body)).toBe(200);
    expect(head.body.customEmbed).toMatchObject({
      name: "Fonts",
      enabled: true,
      loadOnce: true,
      position: "HEAD",
      revision: "1",
      embedData: { category: "FUNCTIONAL", html: '<link rel="preconnect" href="https://fonts.example">' },
    });
    await merchant(t, "POST", EMBEDS, embed("Paused", "BODY_START", "<p>off</p>", { enabled: false }));
    const chat = await merchant<Loose>(
      t,
      "POST",
      EMBEDS,
      embed("Chat", "BODY_END", "<script>chat()</script>"),
    );
    const scripts = await buyer<Loose>(t, visitor, "GET", SCRIPTS);
    expect(scripts.body.siteScripts).toEqual([
      { position: "HEAD", html: '<link rel="preconnect" href="https://fonts.example">' },
      { position: "BODY_END", html: "<script>chat()</script>" },
    ]);
    const listed = await merchant<Loose>(t, "GET", EMBEDS);
    expect(listed.body.customEmbeds.map((e: Loose) => e.name)).toEqual(["Fonts", "Paused", "Chat"]);
    const id = chat.body.customEmbed.id as string;
    expect((await merchant<Loose>(t, "GET", `${EMBEDS}/${id}`)).body.customEmbed.name).toBe("Chat");
    expect((await merchant(t, "DELETE", `${EMBEDS}/${id}`)).status).toBe(200);
    const after = await buyer<Loose>(t, visitor, "GET", SCRIPTS);
    expect(after.body.siteScripts.map((s: Loose) => s.position)).toEqual(["HEAD"]);
    const gone = await merchant(t, "GET", `${EMBEDS}/${id}`);
    expect([gone.status, errorCode(gone)]).toEqual([404, "CUSTOM_EMBED_NOT_FOUND"]);
  });

  it("keeps the embed calls to the merchant and the scripts to a credential", async () => {
    const byVisitor = await buyer(t, visitor, "POST", EMBEDS, embed("Chat", "BODY_END", "<script></script>"));
    expect(byVisitor.status).toBe(403);
    const anonymous = await t.inject({ method: "GET", url: SCRIPTS });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a bad embed naming every bad field, and stores nothing", async () => {
    const reply = await merchant(t, "POST", EMBEDS, {
      customEmbed: {
        name: "",
        position: "FOOTER",
        embedData: { category: "OTHER", html: "x".repeat(15_001) },
        enabled: "yes",
      },
    });
    expect(reply.status).toBe(400);
    expect(errorFields(reply).sort()).toEqual([
      "customEmbed.embedData.category",
      "customEmbed.embedData.html",
      "customEmbed.enabled",
      "customEmbed.name",
      "customEmbed.position",
    ]);
    expect(await t.db.query("select 1 from custom_embeds")).toEqual([]);
    const missing = await merchant(t, "POST", EMBEDS, {});
    expect(errorFields(missing)).toEqual(["customEmbed"]);
  });
});
