/**
 * A shopper's steps through the hosted sign-up page in Chromium, from the hosted sign-in page
 * that links to it: opening it, submitting an e-mail with a password, and the refusal of an
 * e-mail that is a member's already.
 */
import type { Page } from "playwright-core";

/** The password every sign-up here submits. */
export const SIGN_UP_PASSWORD = "secret-pass";

/** From a hosted sign-in page, follows "Create an account" and waits for the sign-up form. */
export async function openSignUp(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByRole("heading", { name: "Create an account" }).waitFor();
}

/** Fills the open sign-up form with `email` and {@link SIGN_UP_PASSWORD}, and submits it. */
export async function submitSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(SIGN_UP_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** From a hosted sign-in page, signs up with `takenEmail`, a member's, and waits for the refusal. */
export async function signUpWithTakenEmail(page: Page, takenEmail: string): Promise<void> {
  await openSignUp(page);
  await submitSignUp(page, takenEmail);
  await page.getByText("An account with this e-mail exists already.").waitFor();
}
