/**
 * The security headers do in Chromium what they say: a page served with them (by a real HTTP
 * server) runs the module script from its own origin and the inline script carrying this
 * response's nonce, with no violation reported; an inline script without the nonce, an inline
 * event handler, a script from another origin and `eval` are refused, each reported as a
 * `script-src` violation; another origin cannot frame the page; every header is there, with
 * a new nonce on every response; and a page of another site that opened a personal page loses its
 * handle on it, while one that opened a catalogue page keeps it.
 */

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDocumentHeaders } from "../../src/http/document-headers.ts";
import { createNonce } from "../../src/http/nonce.ts";
import { connectBrowser } from "../support/browser.ts";
import { type HandlerServer, serveHandler } from "./handler-server.ts";

const API_ORIGIN = "http://127.0.0.1:9";

/** The storefront-like page: its scripts, and the attacks its policy must refuse. */
function page(nonce: string, otherOrigin: string, attacks: boolean): string {
  const refused = attacks
    ? `<script>window.ran.push("inline without nonce")</script>
<img src="data:," onerror="window.ran.push('inline handler')" alt="">
<script src="${otherOrigin}/evil.js"></script>
<script nonce="${nonce}">try { eval("window.ran.push('eval')"); } catch { window.ran.push("eval refused"); }</script>`
    : "";
  return `<!doctype html><html lang="en"><head><title>Shop</title>
<script nonce="${nonce}">window.ran = []; window.violations = [];
document.addEventListener("securitypolicyviolation", (e) => window.violations.push(e.violatedDirective + " " + e.blockedURI));
window.ran.push("inline with nonce");</script>
<script type="module" src="/entry.js"></script></head><body><h1>Shop</h1>${refused}</body></html>`;
}

describe("the security headers in Chromium", () => {
  let browser: Browser;
  let shop: HandlerServer;
  let other: HandlerServer;
  const nonces: string[] = [];

  beforeAll(async () => {
    other = await serveHandler(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/evil.js")
        return new Response('window.ran.push("other origin")', {
          headers: { "Content-Type": "text/javascript" },
        });
      const target = new URL(request.url).searchParams.get("frame") ?? "";
      return new Response(`<!doctype html><title>Framer</title><iframe src="${target}"></iframe>`, {
        headers: { "Content-Type": "text/html" },
      });
    });
    shop = await serveHandler(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/entry.js")
        return new Response('window.ran.push("module from own origin")', {
          headers: { "Content-Type": "text/javascript" },
        });
      // `/` stands for a catalogue page, `/account` for a personal one.
      if (url.pathname !== "/" && url.pathname !== "/account")
        return new Response("Not found", { status: 404 });
      const nonce = createNonce();
      nonces.push(nonce);
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      setDocumentHeaders(headers, 200, { nonce, apiOrigin: API_ORIGIN, catalogue: url.pathname === "/" });
      return new Response(page(nonce, other.origin, url.searchParams.has("attacks")), { headers });
    });
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    await other?.close();
  });

  it("runs the page's own scripts with no violation, and sends every header with a new nonce", async () => {
    const tab = await browser.newPage();
    const response = await tab.goto(`${shop.origin}/`);
    await expect.poll(() => tab.evaluate(() => (window as unknown as { ran: string[] }).ran.length)).toBe(2);
    expect(await tab.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual([
      "inline with nonce",
      "module from own origin",
    ]);
    expect(await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain(`'nonce-${nonces.at(-1)}'`);
    expect(/script-src[^;]*unsafe-inline/.test(headers["content-security-policy"] ?? "")).toBe(false);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    await tab.reload();
    expect(new Set(nonces).size).toBe(nonces.length);
    await tab.close();
  });

  it("refuses scripts without the nonce, inline handlers, other origins' scripts and eval", async () => {
    const tab = await browser.newPage();
    await tab.goto(`${shop.origin}/?attacks`);
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { violations: string[] }).violations.length))
      .toBeGreaterThanOrEqual(4);
    const ran = await tab.evaluate(() => (window as unknown as { ran: string[] }).ran);
    expect(ran).toContain("inline with nonce");
    expect(ran).toContain("eval refused");
    for (const attack of ["inline without nonce", "inline handler", "other origin", "eval"])
      expect(ran).not.toContain(attack);
    const violations = await tab.evaluate(() => (window as unknown as { violations: string[] }).violations);
    expect(violations.every((v) => v.startsWith("script-src"))).toBe(true);
    await tab.close();
  });

  it("cannot be framed by another origin", async () => {
    const tab = await browser.newPage();
    await tab.goto(`${other.origin}/?frame=${encodeURIComponent(`${shop.origin}/`)}`);
    // Chromium replaces a frame its policy refuses with its error page.
    const frameUrl = () =>
      tab
        .frames()
        .find((f) => f !== tab.mainFrame())
        ?.url() ?? "";
    await expect.poll(frameUrl).toMatch(/^chrome-error:/);
    expect(await tab.evaluate(() => document.querySelector("iframe") !== null)).toBe(true);
    await tab.close();
  });

  it("leaves another site that opened a catalogue page its handle, and cuts it from a personal page", async () => {
    const opener = await browser.newPage();
    await opener.goto(`${other.origin}/`);
    /** Opens `path` of the shop from the other site; once it has run its scripts, whether the opener's handle is closed. */
    const handleClosedOnceLoaded = async (path: string) => {
      const url = `${shop.origin}${path}`;
      await opener.evaluate((target) => {
        (window as unknown as { popup: Window | null }).popup = window.open(target);
      }, url);
      const loaded = async () => {
        for (const tab of opener.context().pages())
          if (
            tab.url() === url &&
            (await tab.evaluate(() => (window as { ran?: string[] }).ran?.length ?? 0)) === 2
          )
            return tab;
        return undefined;
      };
      await expect.poll(async () => (await loaded()) !== undefined).toBe(true);
      const closed = await opener.evaluate(() => (window as unknown as { popup: Window }).popup.closed);
      await (await loaded())?.close();
      return closed;
    };
    expect(await handleClosedOnceLoaded("/")).toBe(false);
    expect(await handleClosedOnceLoaded("/account")).toBe(true);
    await opener.close();
  });
});
