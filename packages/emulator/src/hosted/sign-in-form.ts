/**
 * The hosted sign-in form (`/_hosted/authorize` and `/_hosted/login`): e-mail
 * and password (with a captcha field, focused and described, once the e-mail's
 * sign-in gate asks for one) or, for a member with an authenticator app whose
 * password checked out, the 6-digit code with the sign-in's state token. The
 * emulator's captcha is its test token, printed when it starts. Its CSP lets it
 * post to the page and to the origins of the session's redirect URI and
 * `postFlowUrl`; a `web_message` sign-in may be framed by its client's origins.
 * The `login` page links to creating an account and to asking for a reset link.
 */
import type { FastifyReply } from "fastify";
import { clientOrigins } from "../auth/allowed-redirects.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { backLink } from "./back-link.ts";
import { issueFormToken } from "./form-token.ts";
import type { HostedPagesContext } from "./hosted-context.ts";

/**
 * What the form shows besides its fields: the last attempt's error, the code step's state token,
 * or the captcha step (with the e-mail filled in).
 */
export interface SignInFormState {
  error?: string | undefined;
  stateToken?: string | undefined;
  captcha?: boolean | undefined;
  email?: string | undefined;
}

const captchaField = html`<label for="captcha">Captcha</label><p id="captcha-hint">Enter the captcha test token the emulator printed when it started.</p><input id="captcha" name="captcha" autocomplete="off" spellcheck="false" aria-describedby="captcha-hint" required>`;

/** E-mail and password; on the captcha step the e-mail is kept, the password (not kept) focused, the captcha after it. */
function passwordFields(email: string | undefined, captcha: boolean | undefined) {
  const password = captcha
    ? html`<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>${captchaField}`
    : html`<input id="password" name="password" type="password" autocomplete="current-password" required>`;
  return html`<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" value="${email ?? ""}" required><label for="password">Password</label>${password}<button type="submit">Sign in</button>`;
}

/** On the `login` page: creating an account and asking for a reset link, for the same session. */
function accountLinks(session: RedirectSession, path: string) {
  if (path !== "/_hosted/login") return undefined;
  const query = new URLSearchParams({ sessionId: session.id });
  return html`<ul class="account-links"><li><a href="/_hosted/signup?${query.toString()}">Create an account</a></li><li><a href="/_hosted/forgot-password?${query.toString()}">Forgot your password?</a></li></ul>`;
}

function originsOf(session: RedirectSession): string[] {
  const urls = [session.request.auth?.redirectUri, session.request.postFlowUrl];
  return urls.filter((url): url is string => url !== undefined).map((url) => new URL(url).origin);
}

/**
 * Sends the form for `session`, posting to `path` (400 when it shows an error).
 *
 * @example
 * ```ts
 * return sendSignInForm(context, reply, session, "/_hosted/login", { error: "The form expired. Please try again." });
 * ```
 */
export async function sendSignInForm(
  { db }: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  path: string,
  { error, stateToken, captcha, email }: SignInFormState = {},
): Promise<FastifyReply> {
  const csrf = await issueFormToken(db, session.id);
  const auth = session.request.auth;
  const ancestors = auth?.responseMode === "web_message" ? await clientOrigins(db, auth.clientId) : undefined;
  const fields = stateToken
    ? html`<input type="hidden" name="stateToken" value="${stateToken}"><label for="code">6-digit code from your authenticator app</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus><button type="submit">Continue</button>`
    : passwordFields(email, captcha);
  return sendPage(
    reply,
    {
      title: "Sign in",
      status: error ? 400 : 200,
      body: html`${error && html`<p class="error" role="alert">${error}</p>`}<form method="post" action="${path}"><input type="hidden" name="sessionId" value="${session.id}"><input type="hidden" name="csrf" value="${csrf}">${fields}</form>${!stateToken && accountLinks(session, path)}${backLink(session.request.postFlowUrl)}`,
    },
    { formTargets: originsOf(session), frameAncestors: ancestors ?? [] },
  );
}
