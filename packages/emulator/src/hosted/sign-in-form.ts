/**
 * The hosted sign-in form (`/_hosted/authorize` and `/_hosted/login`): e-mail
 * and password (with a captcha field once the e-mail's sign-in gate asks for
 * one) or, for a member with an authenticator app whose password checked out,
 * the 6-digit code with the sign-in's state token. The emulator's captcha is
 * its test token, printed when it starts. After a refusal the form comes back
 * with the e-mail as typed (never the password), the message above it, and the
 * focus on the password (the field to type again), which, like the field at
 * fault, is described by the message. Both pages link to creating an account
 * and to asking for a reset link for the same redirect session, so the
 * shopper comes back to this sign-in. Its policy is the sign-in's
 * (`sign-in-session.ts`).
 */
import type { FastifyReply } from "fastify";
import { FORM_ERROR_ID, fieldAttributes, formError } from "../html/field-error.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { backLink } from "./back-link.ts";
import { issueFormToken } from "./form-token.ts";
import type { HostedPagesContext } from "./hosted-context.ts";
import { signInPagePolicy, signInPath } from "./sign-in-session.ts";

/**
 * What the form shows besides its fields: the last attempt's error and the field at fault, the
 * code step's state token, the captcha step, the e-mail typed, or a notice (a password just saved).
 */
export interface SignInFormState {
  error?: string | undefined;
  errorField?: "password" | "captcha" | undefined;
  stateToken?: string | undefined;
  captcha?: boolean | undefined;
  email?: string | undefined;
  notice?: string | undefined;
}

/** The captcha field: described by its hint and, on a refusal, the message; at fault when named. */
function captchaField({ error, errorField }: SignInFormState) {
  const attributes = fieldAttributes({
    describedBy: ["captcha-hint", error && FORM_ERROR_ID],
    invalid: errorField === "captcha",
  });
  return html`<label for="captcha">Captcha</label><p id="captcha-hint">Enter the captcha test token the emulator printed when it started.</p><input id="captcha" name="captcha" autocomplete="off" spellcheck="false" required${attributes}>`;
}

/** E-mail (as typed) and password (never kept; focused after a refusal), then the captcha when asked for. */
function passwordFields(state: SignInFormState) {
  const password = fieldAttributes({
    describedBy: [state.errorField === "password" && FORM_ERROR_ID],
    invalid: state.errorField === "password",
    focus: Boolean(state.error || state.captcha),
  });
  return html`<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" value="${state.email ?? ""}" required><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${password}>${state.captcha && captchaField(state)}<button type="submit">Sign in</button>`;
}

/** The code step: the state token and the code, at fault after a wrong one. */
function codeFields(stateToken: string, error: string | undefined) {
  const code = fieldAttributes({
    describedBy: [error && FORM_ERROR_ID],
    invalid: Boolean(error),
    focus: true,
  });
  return html`<input type="hidden" name="stateToken" value="${stateToken}"><label for="code">6-digit code from your authenticator app</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${code}><button type="submit">Continue</button>`;
}

/** Creating an account and asking for a reset link, for the same session. */
function accountLinks(session: RedirectSession) {
  const query = new URLSearchParams({ sessionId: session.id });
  return html`<ul class="account-links"><li><a href="/_hosted/signup?${query.toString()}">Create an account</a></li><li><a href="/_hosted/forgot-password?${query.toString()}">Forgot your password?</a></li></ul>`;
}

/**
 * Sends the form for `session`, posting to its sign-in page (400 when it shows an error).
 *
 * @example
 * ```ts
 * return sendSignInForm(context, reply, session, { error: "The form expired. Please try again.", email });
 * ```
 */
export async function sendSignInForm(
  context: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  state: SignInFormState = {},
): Promise<FastifyReply> {
  const csrf = await issueFormToken(context.db, session.id);
  const { error, stateToken, notice } = state;
  const fields = stateToken ? codeFields(stateToken, error) : passwordFields(state);
  return sendPage(
    reply,
    {
      title: "Sign in",
      status: error ? 400 : 200,
      body: html`${formError(error)}${notice && html`<p role="status">${notice}</p>`}<form method="post" action="${signInPath(session)}"><input type="hidden" name="sessionId" value="${session.id}"><input type="hidden" name="csrf" value="${csrf}">${fields}</form>${!stateToken && accountLinks(session)}${backLink(session.request.postFlowUrl)}`,
    },
    await signInPagePolicy(context, session),
  );
}
