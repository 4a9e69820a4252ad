/**
 * End to end in real Chromium: the sign-in page past the gate. After 5 wrong passwords for an
 * account (by anyone, here straight on the API), its member signing in on the storefront is not
 * turned away: the page asks for a captcha, with focus on its labelled field, the reason read with
 * it, and a hint; an empty or wrong answer is refused next to the field (focused), and the
 * emulator's captcha test token, typed in with the keyboard only, signs the member in.
 */
import { randomUUID } from "node:crypto";
import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../src/components/auth/auth-messages.ts";
import { openPage } from "./support/browser.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const PASSWORD = "correct-horse";
const running = storefrontInChromium();
beforeAll(() => {
  // The hidden sign-in frame opens the hosted pages at the emulator's public URL: this emulator's.
  running.storefront.emulator.config.publicUrl = running.storefront.emulator.baseUrl;
});

/** The label of the focused field, and the text of what describes it (hint and error). */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const label = active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : undefined;
    const described = (active?.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => (id ? document.getElementById(id)?.textContent : ""))
      .join(" ");
    return { label, described, invalid: active?.getAttribute("aria-invalid") };
  });

describe("sign-in captcha step", () => {
  it("asks the member for the captcha past the gate, and the test token signs them in", async () => {
    const { emulator } = running.storefront;
    const email = `gated-${randomUUID().slice(0, 8)}@example.com`;
    await activeMember(emulator, email, PASSWORD);
    for (let i = 0; i < 5; i++)
      await postAsVisitor(emulator, "/_api/iam/authentication/v2/login", {
        loginId: { email },
        password: `guess-${i}`,
      });

    const page = await openPage(running.browser, "desktop");
    try {
      await page.goto(`${running.storefront.origin}/sign-in?next=${encodeURIComponent("/account")}`);
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();

      await expect.poll(() => focusedField(page).then((field) => field.label)).toBe("Captcha");
      const asked = await focusedField(page);
      expect(asked.invalid).toBe("true");
      expect(asked.described).toContain("captcha test token");
      expect(asked.described).toContain(AUTH_MESSAGES.missingCaptchaToken);

      await page.keyboard.press("Enter");
      await expect
        .poll(() => focusedField(page).then((field) => field.described))
        .toContain("Enter the captcha answer.");

      await page.keyboard.type("not-the-token");
      await page.keyboard.press("Enter");
      await expect
        .poll(() => focusedField(page).then((field) => field.described))
        .toContain(AUTH_MESSAGES.invalidCaptchaToken);
      expect(page.url()).toBe(`${running.storefront.origin}/sign-in?next=%2Faccount`);

      await page.getByLabel("Captcha", { exact: true }).fill("");
      await page.keyboard.type(emulator.config.memberPolicy.captchaTestTokens[0] ?? "");
      await page.keyboard.press("Enter");
      await page.waitForURL(`${running.storefront.origin}/account`);
      await page.getByTestId("signed-in-member").waitFor();
    } finally {
      await page.close();
    }
  });
});
