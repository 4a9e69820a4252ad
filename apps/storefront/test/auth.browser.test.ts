/**
 * End to end in real Chromium: sign-in on the built storefront against the emulator. A visitor
 * registers with a profile, reads the code from the dev mailbox, confirms it, is signed in (the
 * header greets them), reloads and stays signed in, and signs out through the hosted sign-out.
 * A wrong password and a member who must reset their password get their own messages, with focus
 * on the field at fault. The redirect flow goes through the hosted sign-in page and back through
 * the callback route, after which the header greets the member by name (read from the server);
 * the account page opens the hosted members area, which knows the member after the hosted and
 * after the on-page sign-in. Forgot password mails a
 * link; the hosted reset page returns to the sign-in page, where the new password works. Before
 * a sign-in form's script runs, nothing it holds can be sent (its button is disabled; it posts).
 * Screenshots of the sign-in and account pages at phone and desktop width.
 */
import { randomUUID } from "node:crypto";
import { activeMember, lastMailedCode, postAsVisitor } from "@vitrine/emulator/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../src/components/auth/auth-messages.ts";
import { connectBrowser, openPage, SCREENSHOTS, VIEWPORTS } from "./support/browser.ts";
import { type StorefrontUnderTest, startStorefront } from "./support/storefront-under-test.ts";

const PASSWORD = "correct-horse";

let storefront: StorefrontUnderTest;
let browser: Browser;

beforeAll(async () => {
  storefront = await startStorefront();
  // The hosted pages' links must point at this emulator (its default public URL is port 4000).
  storefront.emulator.config.publicUrl = storefront.emulator.baseUrl;
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
});

const newEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  return openPage(browser, viewport);
}

/** The mails the dev mailbox holds for `to`, newest first (the emulator's JSON view). */
async function mailsTo(to: string): Promise<{ subject: string; body: string }[]> {
  const answer = await fetch(`${storefront.emulator.baseUrl}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { messages: { subject: string; body: string }[] }).messages;
}

async function mailedCode(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Registers `email` with a nickname and confirms it, as an active member. */
async function memberNamed(email: string, nickname: string): Promise<void> {
  const { emulator } = storefront;
  const registered = await postAsVisitor(emulator, "/_api/iam/authentication/v2/register", {
    loginId: { email },
    password: PASSWORD,
    profile: { nickname },
  });
  const verified = await postAsVisitor(emulator, "/_api/iam/verification/v1/auth/verify", {
    code: await lastMailedCode(emulator, email),
    stateToken: registered.body.stateToken,
  });
  expect(verified.body.state).toBe("SUCCESS");
}

const signedInName = (page: Page) => page.getByTestId("signed-in-member");

/** Signs `email` in on the sign-in page and waits for the account page it goes on to. */
async function signInToAccount(page: Page, email: string): Promise<void> {
  await page.goto(`${storefront.origin}/sign-in?next=${encodeURIComponent("/account")}`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${storefront.origin}/account`);
}

/** The label of the focused element. A failure's focus moves just after its message renders: poll it. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.id
      ? document.querySelector(`label[for="${active.id}"]`)?.textContent
      : active?.textContent;
  });

describe("signing in on the storefront", () => {
  it("registers, confirms the mailed code, stays signed in across a reload and signs out", async () => {
    const email = newEmail("ada");
    const page = await newPage("desktop");
    try {
      await page.goto(`${storefront.origin}/`);
      await page.getByRole("link", { name: "Sign in" }).click();
      await page.getByRole("link", { name: "Create an account" }).click();
      await page.waitForURL(/\/register/);

      await page.getByRole("button", { name: "Create account" }).click();
      expect(await page.getByText("Enter your first name.").isVisible()).toBe(true);
      await expect.poll(() => focusedLabel(page)).toContain("First name");

      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Nickname").fill("Countess");
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Phone").fill("+44 20 7946 0000");
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL(/\/verify-email$/);
      await page.getByRole("heading", { name: "Confirm your e-mail" }).waitFor();
      expect(await page.locator(".auth-card__lead").textContent()).toContain(email);
      await page.screenshot({ path: `${SCREENSHOTS}/auth-verify-desktop.png`, fullPage: true });

      const first = await mailedCode(email);
      const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, "0");
      await page.getByLabel("Code", { exact: true }).fill(wrong);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect.poll(() => page.locator(".field__error").textContent()).toContain(AUTH_MESSAGES.wrongCode);
      expect(await page.locator(".field__error").textContent()).toContain("4 tries left.");
      await expect.poll(() => focusedLabel(page)).toContain("Code");

      await page.getByRole("button", { name: "send a new code" }).click();
      await expect
        .poll(() => page.locator("[aria-live=polite]").first().textContent())
        .toContain(`We sent a new code to ${email}`);
      expect(await mailsTo(email)).toHaveLength(2);
      await page.getByLabel("Code", { exact: true }).fill(await mailedCode(email));
      await page.getByRole("button", { name: "Confirm" }).click();

      // Back where the visitor started (the header's sign-in link carries the page as `next`).
      await page.waitForURL(`${storefront.origin}/`);
      await expect.poll(() => signedInName(page).textContent()).toContain("Countess");
      await signedInName(page).click();
      await page.waitForURL(/\/account$/);
      expect(await page.locator(".account__signed-in").textContent()).toBe("Signed in as Countess");
      const details = await page.locator(".account-details").textContent();
      for (const shown of ["Ada Lovelace", email, "+44 20 7946 0000"]) expect(details).toContain(shown);

      await page.reload();
      await expect.poll(() => signedInName(page).textContent()).toContain("Countess");
      expect(await page.locator(".account-details").textContent()).toContain(email);
      await page.screenshot({ path: `${SCREENSHOTS}/auth-account-desktop.png`, fullPage: true });

      await page.locator(".site-header").getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${storefront.origin}/`);
      await page.getByRole("link", { name: "Sign in" }).waitFor();
      expect(await signedInName(page).count()).toBe(0);
      await page.goto(`${storefront.origin}/account`);
      await page.getByText("Sign in to see your account").waitFor();
    } finally {
      await page.close();
    }
  });

  it("explains a wrong password and a password that must be reset, focusing the field at fault", async () => {
    const email = newEmail("bo");
    await activeMember(storefront.emulator, email, PASSWORD);
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await newPage(viewport);
      try {
        await page.goto(`${storefront.origin}/sign-in`);
        await page.screenshot({ path: `${SCREENSHOTS}/auth-sign-in-${viewport}.png`, fullPage: true });
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        expect(await page.getByText("Enter your e-mail address.").isVisible()).toBe(true);
        await expect.poll(() => focusedLabel(page)).toContain("E-mail");

        await page.getByLabel("E-mail", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill("not-the-password");
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        const error = page.locator(".field__error");
        await expect.poll(() => error.textContent()).toBe(AUTH_MESSAGES.invalidPassword);
        await expect.poll(() => focusedLabel(page)).toContain("Password");
        expect(await page.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
        expect(page.url()).toBe(`${storefront.origin}/sign-in`);
        await page.screenshot({ path: `${SCREENSHOTS}/auth-sign-in-error-${viewport}.png`, fullPage: true });
      } finally {
        await page.close();
      }
    }

    const invited = newEmail("cy");
    const signOn = await fetch(`${storefront.emulator.baseUrl}/_api/iam/authentication/v2/sign-on`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: "vitrine-demo-api-key",
        "wix-site-id": "vitrine-demo-site",
      },
      body: JSON.stringify({ loginId: { email: invited } }),
    });
    expect(signOn.status).toBe(200);
    const page = await newPage("desktop");
    try {
      await page.goto(`${storefront.origin}/sign-in`);
      await page.getByLabel("E-mail", { exact: true }).fill(invited);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      const alert = page.getByRole("alert");
      await expect.poll(() => alert.textContent()).toBe(AUTH_MESSAGES.resetPassword);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")))
        .toBe("alert");
    } finally {
      await page.close();
    }
  });

  it("says when a signed-in member's account cannot be read (the header links to it, not to sign-in), and shows it on retry", async () => {
    const email = newEmail("ed");
    await memberNamed(email, "Edda");
    const page = await newPage("desktop");
    try {
      await signInToAccount(page, email);
      await expect.poll(() => page.locator(".account__signed-in").textContent()).toBe("Signed in as Edda");

      // The store stops answering the browser's member read (as when the emulator is down); the
      // browser reads the member on a catalogue page (the server renders the account page's).
      await page.route(`${storefront.emulator.baseUrl}/members/v1/members/my**`, (route) => route.abort());
      const alert = page.getByRole("alert");
      // The header does not ask the member to sign in: it links to the account page.
      const header = page.getByRole("banner");
      await page.goto(`${storefront.origin}/`);
      await header.getByRole("link", { name: "Account" }).waitFor();
      expect(await header.getByRole("link", { name: "Sign in" }).count()).toBe(0);
      await header.getByRole("link", { name: "Account" }).click();
      await page.waitForURL(/\/account$/);
      await expect
        .poll(() => alert.getByRole("heading").textContent())
        .toBe("Your account could not be loaded");
      expect(await page.getByText("Sign in to see your account").count()).toBe(0);

      await page.unroute(`${storefront.emulator.baseUrl}/members/v1/members/my**`);
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect.poll(() => page.locator(".account__signed-in").textContent()).toBe("Signed in as Edda");
    } finally {
      await page.close();
    }
  });

  it("signs in through the hosted page and back, and opens the members area from the account page", async () => {
    const email = newEmail("di");
    await memberNamed(email, "Dita");
    const page = await newPage("desktop");
    try {
      await page.goto(`${storefront.origin}/sign-in?next=${encodeURIComponent("/shop")}`);
      await page.getByRole("button", { name: "Sign in on the secure page" }).click();
      await page.waitForURL(`${storefront.emulator.baseUrl}/_hosted/**`);
      await page.fill("#email", email);
      await page.fill("#password", PASSWORD);
      await Promise.all([page.waitForURL(`${storefront.origin}/shop`), page.click("button[type=submit]")]);
      await expect.poll(() => signedInName(page).textContent()).toContain("Dita");

      await signedInName(page).click();
      await page.waitForURL(/\/account$/);
      // The address changes before the account page renders: wait for its sections.
      await expect
        .poll(() =>
          page
            .locator(".account-section")
            .evaluateAll((items) => items.map((item) => item.getAttribute("data-section"))),
        )
        .toEqual(["ACCOUNT_INFO", "BOOKINGS", "ORDERS", "SUBSCRIPTIONS", "EVENTS"]);
      await page.screenshot({ path: `${SCREENSHOTS}/auth-account-hosted-desktop.png`, fullPage: true });

      await page.getByRole("button", { name: "Open Account details" }).click();
      await page.waitForURL(`${storefront.emulator.baseUrl}/_hosted/account**`);
      expect(await page.textContent("table")).toContain(email);
      await Promise.all([
        page.waitForURL(`${storefront.origin}/account`),
        page.getByRole("link", { name: "Back to the store" }).click(),
      ]);
      await page.getByRole("button", { name: "Open Orders" }).click();
      await page.waitForURL(`${storefront.emulator.baseUrl}/_hosted/account**`);
      expect(await page.textContent("h1")).toBe("My orders");
      expect(await page.textContent("main")).toContain("You have no orders yet.");
    } finally {
      await page.close();
    }
  });

  it("after an on-page sign-in, the hosted members area knows the member", async () => {
    const email = newEmail("fay");
    await memberNamed(email, "Fay");
    const page = await newPage("desktop");
    try {
      await signInToAccount(page, email);
      await expect.poll(() => signedInName(page).textContent()).toContain("Fay");
      await page.getByRole("button", { name: "Open Account details" }).click();
      await page.waitForURL(`${storefront.emulator.baseUrl}/_hosted/account**`);
      expect(await page.textContent("main")).not.toContain("not signed in");
      expect(await page.textContent("table")).toContain(email);
    } finally {
      await page.close();
    }
  });

  it("a sign-out in one tab signs the other tab out too: its header and account page stop showing the member", async () => {
    const email = newEmail("hal");
    await memberNamed(email, "Hal");
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const first = await context.newPage();
      await signInToAccount(first, email);
      await expect.poll(() => first.locator(".account__signed-in").textContent()).toBe("Signed in as Hal");

      const second = await context.newPage();
      await second.goto(`${storefront.origin}/`);
      await expect.poll(() => signedInName(second).textContent()).toContain("Hal");
      await second.locator(".site-header").getByRole("button", { name: "Sign out" }).click();
      await second.waitForURL(`${storefront.origin}/`);
      await second.getByRole("link", { name: "Sign in" }).waitFor();

      // The first tab, left on the account page, no longer shows the member's details.
      await first.getByText("Sign in to see your account").waitFor();
      expect(await signedInName(first).count()).toBe(0);
      expect(await first.locator("main").textContent()).not.toContain(email);
      await first.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("says when the member's session ended while browsing, and signs in again back to the same page", async () => {
    const email = newEmail("ivy");
    await memberNamed(email, "Ivy");
    const { config, db } = storefront.emulator;
    const ttl = config.accessTokenTtlSeconds;
    config.accessTokenTtlSeconds = 61; // the SDK renews 60 s early: a token is fresh for 1 s
    const page = await newPage("desktop");
    try {
      await signInToAccount(page, email);
      await expect.poll(() => signedInName(page).textContent()).toContain("Ivy");
      expect(await page.getByText("Your session has ended").count()).toBe(0);

      // The store ends the session (as when the refresh token expires); the next call finds out.
      await db.query("update refresh_tokens set revoked_at = now() where role = 'member'");
      await page.waitForTimeout(1_500); // the access token is no longer fresh: the next call renews
      // The server renders the pages; the cart page's own read in the browser is the next call.
      await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
      await page.waitForURL(`${storefront.origin}/cart`);
      const notice = page.getByRole("status").filter({ hasText: "Your session has ended" });
      await notice.waitFor();
      await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();

      await notice.getByRole("link", { name: "Sign in again" }).click();
      await page.waitForURL(`${storefront.origin}/sign-in?next=%2Fcart`);
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(`${storefront.origin}/cart`);
      await expect.poll(() => signedInName(page).textContent()).toContain("Ivy");
      expect(await page.getByText("Your session has ended").count()).toBe(0);
    } finally {
      config.accessTokenTtlSeconds = ttl;
      await page.close();
    }
  });

  it.each(["/sign-in", "/register", "/forgot-password"])(
    "sends nothing from %s before its script runs: its buttons are disabled, Enter submits nothing, the form posts",
    async (path) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${storefront.origin}${path}`);
        const form = page.locator("form.auth-form");
        expect(await form.getAttribute("method")).toBe("post");
        // Every button of the page's content works through the script: each is disabled.
        const buttons = await page.getByRole("main").getByRole("button").all();
        expect(buttons.length).toBeGreaterThan(0);
        for (const button of buttons)
          expect(await button.isDisabled(), (await button.textContent()) ?? "").toBe(true);
        await page.getByLabel("E-mail", { exact: true }).fill("ann@example.com");
        await page.getByLabel("E-mail", { exact: true }).press("Enter");
        expect(page.url()).toBe(`${storefront.origin}${path}`);
      } finally {
        await context.close();
      }
    },
  );

  it.each(["/\t/evil.example/steal", "/..//evil.example/steal", "/.//evil.example/steal"])(
    "ignores a `next` that the browser reads as another host (%j): the member lands on the account page, no error",
    async (next) => {
      const email = newEmail("gil");
      await activeMember(storefront.emulator, email, PASSWORD);
      const page = await newPage("desktop");
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      try {
        await page.goto(`${storefront.origin}/sign-in?next=${encodeURIComponent(next)}`);
        await page.getByLabel("E-mail", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.waitForURL(`${storefront.origin}/account`);
        await expect.poll(() => signedInName(page).textContent()).toContain(email);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("mails a reset link; the new password then signs in on the page", async () => {
    const email = newEmail("ed");
    await activeMember(storefront.emulator, email, PASSWORD);
    const page = await newPage("phone");
    try {
      await page.goto(`${storefront.origin}/register`);
      await page.getByLabel("E-mail", { exact: true }).fill("not-an-address");
      await page.getByLabel("Password", { exact: true }).fill("abc");
      await page.getByRole("button", { name: "Create account" }).click();
      expect(await page.locator(".field__error").allTextContents()).toEqual([
        "Enter your first name.",
        "Enter an e-mail address like name@example.com.",
        "Use at least 8 characters.",
      ]);
      await page.screenshot({ path: `${SCREENSHOTS}/auth-register-errors-phone.png`, fullPage: true });
      await page.getByLabel("First name").fill("Ed");
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect
        .poll(() => page.locator(".field__error").textContent())
        .toBe(AUTH_MESSAGES.emailAlreadyExists);
      await expect.poll(() => focusedLabel(page)).toContain("E-mail");

      await page.goto(`${storefront.origin}/sign-in`);
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      // The sign-in page has an "E-mail" field too: fill the one of the page it leads to.
      await page.getByRole("button", { name: "Send the link" }).waitFor();
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect
        .poll(() => page.locator("[aria-live=polite]").textContent())
        .toContain(`If an account uses ${email}`);
      const [mail] = await mailsTo(email);
      const link = /http\S+\/_hosted\/reset-password\?token=[\w-]+/.exec(mail?.body ?? "")?.[0];
      expect(link).toBeTruthy();

      await page.goto(link ?? "");
      await page.fill("#password", "brand-new-horse");
      await Promise.all([
        page.waitForURL(`${storefront.origin}/sign-in?reset=done`),
        page.click("button[type=submit]"),
      ]);
      await expect
        .poll(() => page.locator(".auth-card__lead").textContent())
        .toContain("Your new password is saved");
      // A `next` that leaves the site is ignored: the member lands on the account page.
      await page.goto(`${storefront.origin}/sign-in?next=${encodeURIComponent("//evil.example/steal")}`);
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("brand-new-horse");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(`${storefront.origin}/account`);
      await expect.poll(() => signedInName(page).textContent()).toContain(email);
      await page.screenshot({ path: `${SCREENSHOTS}/auth-account-phone.png`, fullPage: true });
    } finally {
      await page.close();
    }
  });
});
