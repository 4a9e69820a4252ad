/**
 * End to end in real Chromium: two-step sign-in. A signed-in member opens the hosted members
 * area from the account page, sets up an authenticator app there (QR code and key shown under the
 * hosted pages' strict Content-Security-Policy, a wrong first code refused next to its field, the
 * right one turns it on), signs out, and signs in again on the storefront: after the password the
 * page asks for the app's code with focus on its field, a wrong code is refused next to the field
 * (focused), and the right code signs the member in through the hidden frame. The hosted pages of
 * the set-up, the empty members-area sections, the product page and the page of checkouts the
 * emulator does not offer pass axe-core's WCAG 2 A/AA rules.
 */

import { randomUUID } from "node:crypto";
import { lastMailedCode, postAsVisitor, totpCode } from "@vitrine/emulator/testing";
import { axeViolations } from "@vitrine/testkit";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const PASSWORD = "correct-horse";
const running = storefrontInChromium();
beforeAll(() => {
  running.storefront.emulator.config.publicUrl = running.storefront.emulator.baseUrl;
});

/** The code of the step `offset` steps from now (the window accepts -1, 0 and +1). */
const codeAt = (secret: string, offset: number) => totpCode(secret, new Date(Date.now() + offset * 30_000));
/** A code no step of the window has. */
function wrongCode(secret: string): string {
  const taken = new Set([-1, 0, 1, 2].map((offset) => codeAt(secret, offset)));
  let code = 0;
  while (taken.has(String(code).padStart(6, "0"))) code++;
  return String(code).padStart(6, "0");
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : undefined;
  });

async function signIn(page: Page, email: string) {
  await page.goto(`${running.storefront.origin}/sign-in?next=${encodeURIComponent("/account")}`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("two-step sign-in with an authenticator app", () => {
  it("sets it up on the hosted account page, then the storefront's sign-in asks for its code", async () => {
    const { emulator, origin } = running.storefront;
    const email = `totp-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await postAsVisitor(emulator, "/_api/iam/authentication/v2/register", {
      loginId: { email },
      password: PASSWORD,
      profile: { nickname: "Tess" },
    });
    await postAsVisitor(emulator, "/_api/iam/verification/v1/auth/verify", {
      code: await lastMailedCode(emulator, email),
      stateToken: registered.body.stateToken,
    });
    const page = await openPage(running.browser, "desktop");
    try {
      await signIn(page, email);
      await page.waitForURL(`${origin}/account`);
      await page.getByRole("button", { name: "Open Account details" }).click();
      await page.waitForURL(`${emulator.baseUrl}/_hosted/account**`);
      await page.getByRole("button", { name: "Set up an authenticator app" }).click();
      await page.getByRole("img", { name: "QR code of your authenticator app key" }).waitFor();
      expect(await page.locator("svg path").getAttribute("d")).toMatch(/^M\d+,\d+h1v1h-1z/);
      const secret = ((await page.locator("#totp-secret").textContent()) ?? "").replaceAll(" ", "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await axeViolations(page, "serious"), "hosted set-up page").toEqual([]);

      await page.getByLabel("6-digit code from the app").fill(wrongCode(secret));
      await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await page.getByText("That code does not match.").waitFor();
      expect(await axeViolations(page, "serious"), "hosted set-up page with a wrong code").toEqual([]);
      await page.getByLabel("6-digit code from the app").fill(codeAt(secret, -1));
      await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await page.getByText("On: signing in asks for a code from your authenticator app.").waitFor();
      expect(await page.locator("#totp-secret").count()).toBe(0);

      for (const section of ["BOOKINGS", "SUBSCRIPTIONS", "EVENTS"]) {
        const created = await postAsVisitor(emulator, "/_api/redirects-api/v1/redirect-session", {
          membersAccount: { section },
          callbacks: { postFlowUrl: `${origin}/account` },
        });
        await page.goto(created.body.redirectSession.fullUrl as string);
        await page.getByText(/You have no .* yet\./).waitFor();
        expect(await axeViolations(page, "serious"), `hosted ${section} page`).toEqual([]);
      }

      await page.goto(`${origin}/account`);
      await page.locator(".site-header").getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${origin}/`);

      await signIn(page, email);
      const codeField = page.getByLabel("Code from your authenticator app");
      await codeField.waitFor();
      await expect.poll(() => focusedLabel(page)).toBe("Code from your authenticator app");
      await codeField.fill(wrongCode(secret));
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByText("That code is not right. Enter the code your app shows now").waitFor();
      await expect.poll(() => focusedLabel(page)).toBe("Code from your authenticator app");
      expect(await codeField.getAttribute("aria-invalid")).toBe("true");

      await codeField.fill(codeAt(secret, 1));
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(`${origin}/account`);
      await expect.poll(() => page.getByTestId("signed-in-member").textContent()).toContain("Tess");
    } finally {
      await page.close();
    }
  });

  it("the hosted product page and the page of checkouts the emulator does not offer pass axe-core", async () => {
    const { emulator, origin } = running.storefront;
    const [row] = await emulator.db.query<{ slug: string }>(
      "select slug from products where visible and doc->'media'->'mainMedia' is not null order by slug limit 1",
    );
    const page = await openPage(running.browser, "desktop");
    try {
      const product = await postAsVisitor(emulator, "/_api/redirects-api/v1/redirect-session", {
        storesProduct: { productSlug: row?.slug },
        callbacks: { postFlowUrl: `${origin}/shop` },
      });
      await page.goto(product.body.redirectSession.fullUrl as string);
      await page.getByText("Price:").waitFor();
      expect(await page.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      expect(await axeViolations(page, "serious"), "hosted product page").toEqual([]);

      const plans = await postAsVisitor(emulator, "/_api/redirects-api/v1/redirect-session", {
        paidPlansCheckout: { planId: "p1" },
        callbacks: { postFlowUrl: `${origin}/shop` },
      });
      await page.goto(plans.body.redirectSession.fullUrl as string);
      await page.getByText("Checking out a paid plan is not available in the emulator").waitFor();
      expect(await axeViolations(page, "serious"), "unsupported checkout page").toEqual([]);
      await page.getByRole("link", { name: "Back to the store" }).click();
      await page.waitForURL(`${origin}/shop`);
    } finally {
      await page.close();
    }
  });
});
