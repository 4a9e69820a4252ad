/**
 * End to end in real Chromium: the dev panel of the built storefront against the emulator. A
 * password reset requested with a plain fetch shows up in the mailbox (newest first, link
 * visible, next to the registration's code); webhook deliveries to a local receiver that accepts
 * and one that fails show their status, attempts and last answer. Screenshots at phone and
 * desktop width.
 */
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { products } from "@vitrine/sdk/catalog";
import { OAuthStrategy, register } from "@vitrine/sdk/identity";
import { type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openPage, SCREENSHOTS, VIEWPORTS } from "./support/browser.ts";
import { type StorefrontUnderTest, startStorefront } from "./support/storefront-under-test.ts";

const API_KEY = "vitrine-demo-api-key";
const SITE_ID = "vitrine-demo-site";
const CLIENT_ID = "vitrine-demo-client";
const MERCHANT = { authorization: API_KEY, "wix-site-id": SITE_ID, "content-type": "application/json" };

let storefront: StorefrontUnderTest;
let browser: Browser;
let receiver: RecordingServer;
let received = 0;

/** A webhook receiver on 127.0.0.1: `/ok` answers 200, anything else 500. */
function startReceiver(): Promise<RecordingServer> {
  return startRecordingServer((request, response) => {
    if (request.path === "/ok") received += 1;
    response.writeHead(request.path === "/ok" ? 200 : 500).end();
  });
}

beforeAll(async () => {
  // The test app does not deliver by itself; this runs the emulator's own delivery worker on it.
  storefront = await startStorefront({ deliverWebhooks: true });
  receiver = await startReceiver();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await storefront?.stop();
});

function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  return openPage(browser, viewport);
}

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${storefront.emulator.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe("the dev panel in Chromium", () => {
  it("lists the mail of a password-reset request, newest first, with its link", async () => {
    const email = "ada.dev-panel@example.com";
    const visitor = createClient({
      baseUrl: storefront.emulator.baseUrl,
      modules: {},
      auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: storefront.emulator.baseUrl }),
    });
    const registered = await register(visitor, { email, password: "correct horse battery" });
    expect(registered.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");

    const token = (await post("/oauth2/token", { clientId: CLIENT_ID, grantType: "anonymous" }, {})) as {
      access_token: string;
    };
    await post(
      "/_api/iam/recovery/v1/send-email",
      { email, redirect: { url: `${storefront.origin}/`, clientId: CLIENT_ID } },
      { authorization: token.access_token },
    );

    const page = await newPage("desktop");
    await page.goto(`${storefront.origin}/`);
    await page.getByRole("link", { name: "Dev panel" }).click();
    await page.waitForURL(`${storefront.origin}/dev`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Show mail" }).click();
    const mails = page.getByTestId("mail");
    await expect.poll(() => mails.count()).toBe(2);
    expect(await mails.nth(0).getByRole("heading").textContent()).toMatch(/password/i);
    expect(await mails.nth(0).getByTestId("mail-link").getAttribute("href")).toMatch(
      /\/_hosted\/reset-password\?token=/,
    );
    expect(await mails.nth(1).getByRole("heading").textContent()).toBe("Your verification code");
    expect(await mails.nth(1).getByTestId("mail-code").textContent()).toMatch(/^\d{6}$/);
    await page.screenshot({ path: `${SCREENSHOTS}dev-panel-mail-desktop.png`, fullPage: true });

    await page.getByLabel("E-mail address").fill("nobody@example.com");
    await page.getByRole("button", { name: "Show mail" }).click();
    await expect.poll(() => page.getByText("No mail to nobody@example.com.").count()).toBe(1);
    await page.close();
  });

  it("shows webhook deliveries: delivered to a receiver that accepts, retried for one that fails", async () => {
    const base = receiver.origin;
    await post(
      "/_dev/webhooks",
      { url: `${base}/ok`, eventTypes: ["wix.stores.catalog.v3.product_created"] },
      MERCHANT,
    );
    await post(
      "/_dev/webhooks",
      { url: `${base}/broken`, eventTypes: ["wix.stores.catalog.v3.product_created"] },
      MERCHANT,
    );
    const admin = createClient({
      baseUrl: storefront.emulator.baseUrl,
      modules: { products },
      auth: ApiKeyStrategy({ apiKey: API_KEY, siteId: SITE_ID }),
    });
    await admin.products.createProduct({
      name: "Webhook lamp",
      productType: "physical",
      priceData: { price: 10 },
    });
    await expect.poll(() => received).toBe(1);

    const page = await newPage("phone");
    await page.goto(`${storefront.origin}/dev`);
    await page.getByLabel("API key").fill(API_KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    const row = (path: string) => page.getByTestId("delivery").filter({ hasText: `${base}${path}` });
    await expect.poll(() => row("/ok").getByTestId("delivery-status").textContent()).toBe("delivered");
    expect(await row("/ok").textContent()).toContain("wix.stores.catalog.v3.product_created");
    expect(await row("/ok").locator('[data-label="Attempts"]').textContent()).toBe("1");
    expect(await row("/ok").locator('[data-label="Last answer"]').textContent()).toBe("200");
    // The failing receiver's first attempt may end after the other delivery: the log refreshes.
    await expect.poll(() => row("/broken").locator('[data-label="Last answer"]').textContent()).toBe("500");
    expect(await row("/broken").getByTestId("delivery-status").textContent()).toBe("pending");
    expect(
      Number(await row("/broken").locator('[data-label="Attempts"]').textContent()),
    ).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}dev-panel-phone.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: `${SCREENSHOTS}dev-panel-desktop.png`, fullPage: true });
    await page.close();
  });
});
