/**
 * The hosted pages on the emulator's own origin, as plain Fastify routes (the
 * endpoint contract answers JSON only), one file a page: sign-in
 * (`authorize-page.ts`, `login-page.ts`), creating an account and asking for a
 * reset link from either sign-in page, for the same sign-in
 * (`sign-up-page.ts`, `forgot-password-page.ts`, `sign-in-session.ts`),
 * sign-out (`logout-page.ts`, with the
 * logout call), the members account (`account-page.ts`), the product page,
 * pages of kinds the emulator does not implement, the password reset page, the
 * callback call and the dev mailbox page. Each is built with the escaping `html`
 * tag and sent with the hosted pages' headers (`html/html-page.ts`). Forms are
 * `application/x-www-form-urlencoded` (at most 16 KB) with a token bound to the
 * redirect session; a refused form comes back with what was typed (never a
 * password) and the focus on the field at fault (`html/field-error.ts`).
 * `createApp` registers them with one call.
 */
import type { FastifyInstance } from "fastify";
import { registerAccountPage } from "./account-page.ts";
import { registerAuthorizePage } from "./authorize-page.ts";
import { registerCallbackRoute } from "./callback-route.ts";
import { registerForgotPasswordPage } from "./forgot-password-page.ts";
import type { HostedPagesContext } from "./hosted-context.ts";
import { registerLoginPage } from "./login-page.ts";
import { registerLogoutPage } from "./logout-page.ts";
import { registerMailboxPage } from "./mailbox-page.ts";
import { registerProductPage } from "./product-page.ts";
import { registerResetPasswordPage } from "./reset-password-page.ts";
import { registerSignUpPage } from "./sign-up-page.ts";
import { registerUnsupportedPage } from "./unsupported-page.ts";

const FORM_LIMIT_BYTES = 16 * 1024;

/**
 * Registers every hosted page on `app`, in a scope that parses posted forms.
 *
 * @example
 * ```ts
 * registerHostedPages(app, { db, config, credentials });
 * ```
 */
export function registerHostedPages(app: FastifyInstance, context: HostedPagesContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const register of [
      registerAuthorizePage,
      registerLoginPage,
      registerSignUpPage,
      registerForgotPasswordPage,
      registerLogoutPage,
      registerAccountPage,
      registerUnsupportedPage,
      registerProductPage,
      registerResetPasswordPage,
      registerCallbackRoute,
      registerMailboxPage,
    ])
      register(scope, context);
  });
}
