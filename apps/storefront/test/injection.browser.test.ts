/**
 * Injection in real Chromium: product fields holding script (`<script>`, `<img onerror>`,
 * `javascript:` links, markup in the brand, ribbon, info sections and option choices) stay inert
 * text on the shop and product pages and in the merchant dashboard; a description, which is
 * merchant HTML, renders only its allowed markup (paragraphs, lists, emphasis, safe links with
 * `rel="noopener noreferrer"`) whatever hostile HTML it holds; hostile query parameters, form input and a member's
 * nickname on the emulator's hosted pages. "Inert" is checked three ways: no dialog opens, no
 * payload sets its window flag, and no element the payload describes exists in the document.
 * The hosted pages also refuse to be framed by another origin, and a web_message answer carries a
 * hostile `state` to the storefront's frame intact without running it.
 */
import { lastMailedCode, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { startRecordingServer } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, hydrated, openPage } from "./support/browser.ts";
import { type StorefrontUnderTest, startStorefront } from "./support/storefront-under-test.ts";

/** Each payload sets `window.__pwned` (and opens a dialog) if it ever runs. */
const SCRIPT = "<script>window.__pwned=1;alert(1)</script>";
const IMAGE = '<img src=x onerror="window.__pwned=2;alert(2)">';
const LINK = '<a href="javascript:window.__pwned=3;alert(3)">free gift</a>';
const SVG = '<svg onload="window.__pwned=4;alert(4)"></svg>';
const HOSTILE = `${SCRIPT}${IMAGE}${LINK}${SVG}`;
/** Payloads short enough for the ribbon (30 characters) and an option name (50). */
const SHORT_IMAGE = "<img src=x onerror=alert(5)>";
const SHORT_LINK = '<a href="javascript:alert(6)">x</a>';
const SESSION = "/_api/redirects-api/v1/redirect-session";
const CLIENT_ID = "vitrine-demo-client";
/** The merchant credential of the storefront's emulator (see storefront-under-test.ts). */
const MERCHANT = { authorization: "vitrine-demo-api-key", "wix-site-id": "vitrine-demo-site" };

let storefront: StorefrontUnderTest;
let browser: Browser;

beforeAll(async () => {
  storefront = await startStorefront();
  storefront.emulator.config.publicUrl = storefront.emulator.baseUrl;
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
});

/**
 * A page (an uncaught error in it fails the test) that records dialogs, dismissing them, and starts
 * every document with the flag unset.
 */
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await openPage(browser, "desktop");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __pwned?: number }).__pwned = 0;
  });
  return { page, dialogs };
}

/** Asserts nothing of the payloads ran or became an element, in the page and its frames. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  for (const frame of page.frames()) {
    const state = await frame
      .evaluate(() => ({
        flag: (window as unknown as { __pwned?: number }).__pwned ?? 0,
        // a payload's own script element (a page may carry the payload as data in its scripts)
        scripts: [...document.scripts].filter((s) => s.textContent?.startsWith("window.__pwned")).length,
        handlers: document.querySelectorAll("[onerror], [onload]").length,
        javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
        brokenImages: document.querySelectorAll('img[src="x"]').length,
        svgs: document.querySelectorAll("svg[onload]").length,
      }))
      .catch(() => undefined); // a frame Chromium refused to load has no document to ask
    if (state)
      expect({ where, frame: frame.url(), ...state }).toEqual({
        where,
        frame: frame.url(),
        flag: 0,
        scripts: 0,
        handlers: 0,
        javascriptLinks: 0,
        brokenImages: 0,
        svgs: 0,
      });
  }
  expect({ where, dialogs }).toEqual({ where, dialogs: [] });
}

describe("hostile product content in the storefront", () => {
  let slug = "";
  let productId = "";
  beforeAll(async () => {
    const created = await storefront.emulator.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: MERCHANT,
      payload: {
        product: {
          name: `Zz ${IMAGE} lamp`,
          productType: "physical",
          priceData: { price: 12 },
          description: `<p>Bright</p>${HOSTILE}`,
          brand: SVG,
          ribbon: SHORT_IMAGE,
          additionalInfoSections: [{ title: IMAGE, description: HOSTILE }],
          productOptions: [
            {
              name: SHORT_LINK,
              optionType: "drop_down",
              choices: [
                { value: IMAGE, description: IMAGE },
                { value: "plain", description: "plain" },
              ],
            },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    slug = created.json().product.slug;
    productId = created.json().product.id;
  });

  it("shows the product's fields as text on the product page", async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto(`${storefront.origin}/product/${encodeURIComponent(slug)}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Zz ${IMAGE} lamp`);
    const text = await page.locator("main").textContent();
    for (const part of [SCRIPT, LINK, SVG, SHORT_IMAGE]) expect(text).toContain(part);
    await expectInert(page, dialogs, "product page");
    await page.close();
  });

  it("shows it as text on the shop, found by a search for markup, and in the search field", async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto(`${storefront.origin}/shop?q=${encodeURIComponent("Zz <img")}`);
    const card = page.locator('[data-testid="product-card"]').first();
    await card.waitFor();
    expect(await card.locator("h3").textContent()).toBe(`Zz ${IMAGE} lamp`);
    await expectInert(page, dialogs, "shop search");
    await page.goto(
      `${storefront.origin}/shop?q=${encodeURIComponent(HOSTILE)}&collection=${encodeURIComponent(IMAGE)}`,
    );
    await page.locator("main").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator('input[type="search"]').inputValue()).toBe(HOSTILE);
    await expectInert(page, dialogs, "shop with hostile parameters");
    await page.goto(`${storefront.origin}/shop`);
    await page.locator('[data-testid="product-card"]').first().waitFor();
    await expectInert(page, dialogs, "shop, newest first");
    await page.close();
  });
  it("shows it as text in the merchant dashboard's product list and edit form", async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto(`${storefront.origin}/admin/products`);
    await page.getByLabel("API key").fill(MERCHANT.authorization);
    await page.getByLabel("Site id").fill(MERCHANT["wix-site-id"]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    const hostileRow = page.getByRole("row").filter({ hasText: `Zz ${IMAGE} lamp` });
    await hostileRow.first().waitFor();
    await expectInert(page, dialogs, "dashboard product list");
    await page.getByRole("searchbox", { name: "Search products" }).fill(HOSTILE);
    await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
    await page.waitForLoadState("networkidle");
    await expectInert(page, dialogs, "dashboard search for markup");
    await page.goto(`${storefront.origin}/admin/products/${encodeURIComponent(productId)}`);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe(`Zz ${IMAGE} lamp`);
    expect(await page.getByLabel("Description").inputValue()).toContain(HOSTILE);
    expect(await page.getByLabel("Brand").inputValue()).toBe(SVG);
    await expectInert(page, dialogs, "dashboard edit form");
    await page.close();
  });
});

describe("hostile HTML in a product description", () => {
  /** Each hostile part, if it ran, would set the flag or open a dialog. */
  const HOSTILE_HTML = [
    SCRIPT,
    IMAGE,
    LINK,
    SVG,
    '<iframe src="javascript:window.__pwned=7;alert(7)"></iframe>',
    '<iframe srcdoc="<script>parent.__pwned=8</script>"></iframe>',
    '<p style="background:url(javascript:alert(9))" onclick="window.__pwned=9">styled</p>',
    '<a href="//evil.example/">scheme-relative</a>',
    '<a href="JaVaScRiPt&colon;alert(10)">encoded</a>',
    '<a href="data:text/html,<script>alert(11)</script>">data link</a>',
    '<form action="javascript:alert(12)"><button>go</button></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=13;alert(13)">',
    "<noscript><p title=\"</noscript><img src=x onerror='window.__pwned=14;alert(14)'>\">",
    '<details open ontoggle="window.__pwned=15;alert(15)">x</details>',
    '<input autofocus onfocus="window.__pwned=16;alert(16)">',
    '<object data="javascript:alert(17)"></object><embed src="javascript:alert(18)">',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(19)">',
    "<style>body{background:url(https://evil.example/x)}</style>",
  ].join("");
  const ALLOWED =
    "<p>Soft <strong>washed</strong> <em>linen</em>.</p><ul><li>Breathable</li><li>Pre-shrunk</li></ul>" +
    '<p>See the <a href="https://care.example/linen" target="_blank" onmouseover="alert(20)">care guide</a>.</p>';
  let slug = "";
  beforeAll(async () => {
    const created = await storefront.emulator.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: MERCHANT,
      payload: {
        product: {
          name: "Zz described lamp",
          productType: "physical",
          priceData: { price: 14 },
          description: `${ALLOWED}${HOSTILE_HTML}`,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    slug = created.json().product.slug;
  });

  it("renders the allowed markup and nothing that can run, link away or style the page", async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto(`${storefront.origin}/product/${encodeURIComponent(slug)}`);
    const description = page.locator(".product__description");
    await description.waitFor();
    expect(await description.locator("p strong").textContent()).toBe("washed");
    expect(await description.locator("p em").textContent()).toBe("linen");
    expect(await description.locator("ul > li").allTextContents()).toEqual(["Breathable", "Pre-shrunk"]);
    const found = await page.evaluate(() => {
      const root = document.querySelector(".product__description");
      const all = [...document.querySelectorAll("*")];
      return {
        handlers: all.filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith("on")))
          .length,
        tags: [
          ...new Set([...(root?.querySelectorAll("*") ?? [])].map((el) => el.tagName.toLowerCase())),
        ].sort(),
        styled: root?.querySelectorAll("[style]").length,
        links: [...(root?.querySelectorAll("a") ?? [])].map((a) => ({
          text: a.textContent,
          href: a.getAttribute("href"),
          rel: a.getAttribute("rel"),
          target: a.getAttribute("target"),
        })),
        base: document.querySelectorAll("base, meta[http-equiv]").length,
      };
    });
    expect(found.handlers).toBe(0);
    expect(found.styled).toBe(0);
    expect(found.base).toBe(0);
    expect(found.tags.every((tag) => ["a", "em", "li", "p", "strong", "ul"].includes(tag))).toBe(true);
    const safe = { rel: "noopener noreferrer", target: null };
    expect(found.links).toEqual([
      { text: "care guide", href: "https://care.example/linen", ...safe },
      { text: "free gift", href: null, ...safe },
      { text: "scheme-relative", href: null, ...safe },
      { text: "encoded", href: null, ...safe },
      { text: "data link", href: null, ...safe },
    ]);
    // Every moment a payload could act has passed: the page has hydrated and its requests are done.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expectInert(page, dialogs, "product page with a hostile description");
    await page.close();
  });
});

describe("hostile input on the emulator's hosted pages", () => {
  const emulatorUrl = (fullUrl: string) => {
    const url = new URL(fullUrl);
    return `${storefront.emulator.baseUrl}${url.pathname}${url.search}`;
  };

  it("keeps hostile query parameters and form input inert on the login pages", async () => {
    const { page, dialogs } = await watchedPage();
    const q = encodeURIComponent(HOSTILE);
    for (const path of [
      `/_hosted/login?sessionId=${q}`,
      `/_hosted/authorize?sessionId=${q}&state=${q}`,
      `/_hosted/reset-password?token=${q}`,
      `/_api/iam/authentication/v1/callback?state=${q}&sessionToken=${q}`,
      `/_dev/mailbox.html?to=${q}`,
    ]) {
      await page.goto(`${storefront.emulator.baseUrl}${path}`);
      await expectInert(page, dialogs, path);
    }
    const login = await postAsVisitor(storefront.emulator, SESSION, { login: {} });
    await page.goto(emulatorUrl(login.body.redirectSession.fullUrl));
    await page.locator("#email").evaluate((input, value) => {
      (input as HTMLInputElement).type = "text"; // let the browser submit what its type=email check would stop
      (input as HTMLInputElement).value = value;
    }, `${HOSTILE}@example.com`);
    await page.locator("#password").fill(HOSTILE);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").waitFor();
    await expectInert(page, dialogs, "login form after a hostile submit");
    await page.close();
  });

  it("shows a member's hostile nickname as text on the account page", async () => {
    const email = "nick@example.com";
    const registered = await postAsVisitor(storefront.emulator, "/_api/iam/authentication/v2/register", {
      loginId: { email },
      password: "secret-pass",
      profile: { nickname: HOSTILE, firstName: IMAGE },
    });
    expect(registered.status).toBe(200);
    await postAsVisitor(storefront.emulator, "/_api/iam/verification/v1/auth/verify", {
      code: await lastMailedCode(storefront.emulator, email),
      stateToken: registered.body.stateToken,
    });
    const { page, dialogs } = await watchedPage();
    const login = await postAsVisitor(storefront.emulator, SESSION, { login: {} });
    await page.goto(emulatorUrl(login.body.redirectSession.fullUrl));
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("secret-pass");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Signed in" }).waitFor();
    const account = await postAsVisitor(storefront.emulator, SESSION, { membersAccount: {} });
    await page.goto(emulatorUrl(account.body.redirectSession.fullUrl));
    const nickname = page.getByRole("row", { name: /Nickname/ }).locator("td");
    expect(await nickname.textContent()).toBe(HOSTILE);
    await expectInert(page, dialogs, "account page");
    await page.close();
  });

  it("hands a hostile state to the storefront's frame intact and inert; another origin cannot frame the pages", async () => {
    const email = "frame@example.com";
    const signOn = await storefront.emulator.inject({
      method: "POST",
      url: "/_api/iam/authentication/v2/sign-on",
      headers: MERCHANT,
      payload: { loginId: { email } },
    });
    const sessionToken = signOn.json().sessionToken as string;
    const state = `</script>${SCRIPT}"'<!--`;
    const answer = await postAsVisitor(storefront.emulator, SESSION, {
      auth: {
        authRequest: {
          clientId: CLIENT_ID,
          codeChallenge: pkcePair().challenge,
          codeChallengeMethod: "S256",
          responseMode: "web_message",
          responseType: "code",
          state,
          sessionToken,
        },
        prompt: "none",
      },
    });
    const frameUrl = emulatorUrl(answer.body.redirectSession.fullUrl);
    const { page, dialogs } = await watchedPage();
    // The embedding page: one of the storefront's own (its origin is the allowed one, its policy
    // lets it frame the store's pages), framing the answer as the storefront's silent sign-in does.
    await page.goto(`${storefront.origin}/frame-host`);
    // Framed once the page has hydrated: hydration drops nodes the server did not render.
    await hydrated(page);
    const message = await page.evaluate(
      (src) =>
        new Promise((resolve) => {
          addEventListener("message", (event) => resolve({ origin: event.origin, data: event.data }));
          const frame = document.createElement("iframe");
          frame.src = src;
          document.body.append(frame);
        }),
      frameUrl,
    );
    expect(message).toEqual({
      origin: storefront.emulator.baseUrl,
      data: { code: expect.any(String), state },
    });
    await expectInert(page, dialogs, "web_message frame");

    // A page of another origin framing the login page: Chromium must refuse to show it.
    const login = await postAsVisitor(storefront.emulator, SESSION, { login: {} });
    const loginUrl = emulatorUrl(login.body.redirectSession.fullUrl);
    const attacker = await startRecordingServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><iframe src="${loginUrl}"></iframe>`);
    });
    try {
      await page.goto(`${attacker.origin}/`);
      await page.waitForLoadState("load");
      const framed = page.frames().filter((frame) => frame !== page.mainFrame());
      expect(framed).toHaveLength(1);
      expect(await framed[0]?.locator("form").count()).toBe(0);
      expect(framed[0]?.url()).not.toBe(loginUrl);
      await expectInert(page, dialogs, "foreign framing");
    } finally {
      await attacker.close();
    }
    await page.close();
  });
});
