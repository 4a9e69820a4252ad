/**
 * Refused hosted forms in real Chromium, with JavaScript on and off (the pages need none): after
 * a wrong password the sign-in form still holds the e-mail typed and not the password, and opens
 * with the focus on the password, marked invalid and described by the message; a sign-up with a
 * taken e-mail and a checkout with an address the emulator refuses open on the field at fault with
 * the other values kept. A value holding `<script>` and quotes (sent as the browser posts the form,
 * rewritten on its way, since an e-mail input will not submit one) comes back as the input's
 * value, exactly, with nothing run and no policy violated.
 */
import { activeMember, type ListeningTestApp, listenTestApp, postAsVisitor } from "@vitrine/emulator/testing";
import { launchChromium } from "@vitrine/testkit";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  SESSION_PATH,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "../hosted-checkout/checkout-fixtures.ts";
import { signUpWithTakenEmail } from "../support/hosted-sign-up-steps.ts";
import { pageProblems } from "../support/page-checks.ts";
import { testBackend } from "../support/test-database.ts";

/** A value that would end the attribute, or run, if the page did not escape it. */
const HOSTILE = `o'hara"><script>document.title="ran"</script>@x.example`;

/** Each case loads a few pages under a loaded machine. */
const TEST_TIMEOUT_MS = 120_000;

/** What the page says about one input. */
interface InputState {
  value: string;
  focused: boolean;
  invalid: string | null;
  description: string;
}

/** The value, focus, `aria-invalid` and the texts `aria-describedby` names of the input `#id`. */
function inputState(page: Page, id: string): Promise<InputState> {
  return page.locator(`#${id}`).evaluate((input: HTMLInputElement) => ({
    value: input.value,
    focused: document.activeElement === input,
    invalid: input.getAttribute("aria-invalid"),
    description: (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  }));
}

for (const javaScriptEnabled of [true, false]) {
  describe(`refused hosted forms in Chromium, JavaScript ${javaScriptEnabled ? "on" : "off"}, on ${testBackend}`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let t: ListeningTestApp;

    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
    });
    beforeEach(async () => {
      t = await listenTestApp();
      t.config.publicUrl = t.baseUrl;
      context = await browser.newContext({ javaScriptEnabled });
      page = await context.newPage();
      problems = pageProblems(page);
    });
    afterEach(async () => {
      await context.close();
      await t.close();
    });

    async function openSession(body: Record<string, unknown>): Promise<void> {
      const created = await postAsVisitor(t, SESSION_PATH, body);
      expect(created.status).toBe(200);
      await page.goto(created.body.redirectSession.fullUrl);
    }

    it(
      "keeps the e-mail after a wrong password, never the password, and focuses the password",
      async () => {
        await activeMember(t, "o'hara@example.com");
        await openSession({ login: {} });
        await page.getByLabel("E-mail").fill("o'hara@example.com");
        await page.getByLabel("Password").fill("wrong-password");
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByText("The e-mail or password is wrong.").waitFor();
        expect(await inputState(page, "email")).toMatchObject({ value: "o'hara@example.com", invalid: null });
        expect(await inputState(page, "password")).toEqual({
          value: "",
          focused: true,
          invalid: "true",
          description: "The e-mail or password is wrong.",
        });

        // The browser posts the form; on its way the e-mail becomes a value an e-mail input refuses.
        await page.route(`${t.baseUrl}/_hosted/login`, (route) => {
          const form = new URLSearchParams(route.request().postData() ?? "");
          form.set("email", HOSTILE);
          return route.continue({ postData: form.toString() });
        });
        await page.getByLabel("Password").fill("wrong-again");
        await page.getByRole("button", { name: "Sign in" }).click();
        // The refused page looks like the last one but for the e-mail: wait for the new page's.
        await expect.poll(async () => (await inputState(page, "email")).value).toBe(HOSTILE);
        expect(await page.title()).not.toBe("ran");
        expect(await page.locator("main script").count()).toBe(0);
        expect((await inputState(page, "password")).focused).toBe(true);
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      "keeps the e-mail of a sign-up whose e-mail is taken, focused",
      async () => {
        await activeMember(t, "ada@example.com");
        await openSession({ login: {} });
        await signUpWithTakenEmail(page, "ada@example.com");
        expect(await inputState(page, "email")).toEqual({
          value: "ada@example.com",
          focused: true,
          invalid: "true",
          description: "An account with this e-mail exists already. Sign in instead.",
        });
        expect((await inputState(page, "password")).value).toBe("");
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      "keeps the checkout's fields, the markup in a name as text, and focuses the address at fault",
      async () => {
        const product = await trackedTee(t);
        const { token, checkoutId } = await visitorCheckout(t, product, 1);
        const session = await visitorCall(t, token, SESSION_PATH, { ecomCheckout: { checkoutId } });
        await page.goto(session.body.redirectSession.fullUrl);
        const typed = {
          "First name": `Ada "<script>document.title='ran'</script>`,
          "Last name": "O'Lovelace",
          Address: "12 Analytical Row",
          City: "London",
          "Postal code": "N1 7AA",
          Country: "GB",
        };
        // A dotless domain passes the browser's e-mail check but not the emulator's.
        await page.getByLabel("E-mail").fill("ada@localhost");
        for (const [label, value] of Object.entries(typed))
          await page.getByLabel(label, { exact: true }).fill(value);
        await page.getByRole("button", { name: "Place order" }).click();
        await page.getByText("Please correct the field marked below.").waitFor();
        expect(await inputState(page, "email")).toEqual({
          value: "ada@localhost",
          focused: true,
          invalid: "true",
          description: "Enter an e-mail address like name@example.com.",
        });
        for (const [label, value] of Object.entries(typed))
          expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
        expect(await page.title()).not.toBe("ran");
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );
  });
}
