/**
 * The hosted sign-in form (`/_hosted/authorize` and `/_hosted/login`): e-mail
 * and password or, for a member with an authenticator app whose password
 * checked out, the 6-digit code with the sign-in's state token. Its CSP lets it
 * post to the page and to the origins of the session's redirect URI and
 * `postFlowUrl`; a `web_message` sign-in may be framed by its client's origins.
 */
import type { FastifyReply } from "fastify";
import { clientOrigins } from "../auth/allowed-redirects.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { backLink } from "./back-link.ts";
import { issueFormToken } from "./form-token.ts";
import type { HostedPagesContext } from "./hosted-context.ts";

/** What the form shows besides its fields: the last attempt's error, and the code step's state token. */
export interface SignInFormState {
  error?: string | undefined;
  stateToken?: string | undefined;
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
  { error, stateToken }: SignInFormState = {},
): Promise<FastifyReply> {
  const csrf = await issueFormToken(db, session.id);
  const auth = session.request.auth;
  const ancestors = auth?.responseMode === "web_message" ? await clientOrigins(db, auth.clientId) : undefined;
  const fields = stateToken
    ? html`<input type="hidden" name="stateToken" value="${stateToken}"><label for="code">6-digit code from your authenticator app</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus><button type="submit">Continue</button>`
    : html`<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required><button type="submit">Sign in</button>`;
  return sendPage(
    reply,
    {
      title: "Sign in",
      status: error ? 400 : 200,
      body: html`${error && html`<p class="error" role="alert">${error}</p>`}<form method="post" action="${path}"><input type="hidden" name="sessionId" value="${session.id}"><input type="hidden" name="csrf" value="${csrf}">${fields}</form>${backLink(session.request.postFlowUrl)}`,
    },
    { formTargets: originsOf(session), frameAncestors: ancestors ?? [] },
  );
}
