import { type BundlePage, bundleForBrowser, launchChromium, servePage } from "@vitrine/testkit";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageContract } from "./support/storage-contract.ts";

describe("cookies and localStorage in Chromium", () => {
  let browser: Browser;
  let server: BundlePage;
  let origin: string;

  beforeAll(async () => {
    const script = await bundleForBrowser(new URL("./support/browser-entry.ts", import.meta.url));
    server = await servePage(script);
    origin = server.origin;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function page() {
    const p = await browser.newPage();
    await p.goto(`${origin}/`);
    await p.waitForFunction(() => "vitrineTest" in globalThis);
    return p;
  }

  it.each(["localStorage", "cookie"])("%s storage meets the TokenStorage contract", async (kind) => {
    const p = await page();
    const results = await p.evaluate(
      (k) =>
        (
          globalThis as unknown as { vitrineTest: { runContract(k: string): Promise<unknown> } }
        ).vitrineTest.runContract(k),
      kind,
    );
    expect(results).toEqual(storageContract.map((c) => ({ name: c.name })));
    await p.close();
  });

  it("writes, reads and deletes cookies through document.cookie", async () => {
    const p = await page();
    const outcome = await p.evaluate(() =>
      (globalThis as unknown as { vitrineTest: { cookieHelpers(): unknown } }).vitrineTest.cookieHelpers(),
    );
    expect(outcome).toEqual({
      afterSet: { value: "héllo; world", raw: "greeting=h%C3%A9llo%3B%20world" },
      afterDelete: undefined,
      raw: "",
    });
    expect(await p.context().cookies(origin)).toEqual([]);
    await p.close();
  });

  it("stores token cookies with Path=/ and SameSite=Lax, not Secure on http", async () => {
    const p = await page();
    await p.evaluate(() =>
      (globalThis as unknown as { vitrineTest: { writeTokens(): Promise<void> } }).vitrineTest.writeTokens(),
    );
    const cookies = await p.context().cookies(origin);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ name: "shop_tokens", path: "/", sameSite: "Lax", secure: false });
    expect(cookies[0]!.expires).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(JSON.parse(decodeURIComponent(cookies[0]!.value))).toEqual({ refreshToken: { value: "r1" } });
    await p.close();
  });
});
