/**
 * The redirect session of a hosted sign-in and of the pages it links to: a `login` session
 * (`/_hosted/login`) or an `auth` one, an OAuth authorization request not yet answered whose
 * page shows the form (`/_hosted/authorize`). Creating an account and asking for a reset link keep the session's id,
 * so the shopper comes back to the same sign-in with its request (client, redirect URI, state,
 * PKCE challenge) intact; a reset link mailed from an `auth` session's sign-in leads back to it.
 * Here too: the sign-in page's path, and the policy its pages share (forms may post, and be
 * redirected, to the origins of the redirect URI and `postFlowUrl`; a `web_message` request's
 * pages may be framed by its client's origins).
 */
import { clientOrigins } from "../auth/allowed-redirects.ts";
import type { PagePolicy } from "../html/html-page.ts";
import { html, type SafeHtml } from "../html/html-template.ts";
import { findRedirectSession, pageOf, type RedirectSession } from "../oauth/redirect-sessions.ts";
import { formField, type HostedPagesContext, pageTime } from "./hosted-context.ts";

/**
 * The unexpired `login` session `id`, or its `auth` session when it shows a sign-in form
 * (not `prompt=none`) and is not yet answered, if any.
 *
 * @example
 * ```ts
 * const session = await loadSignInSession(context, formField(request.query, "sessionId"));
 * if (!session) return sendLinkExpired(reply);
 * ```
 */
export async function loadSignInSession(
  context: HostedPagesContext,
  id: string,
): Promise<RedirectSession | undefined> {
  const session = id ? await findRedirectSession(context.db, id, pageTime(context)) : undefined;
  if (!session) return undefined;
  if (session.request.kind === "login") return session;
  const auth = session.request.auth;
  return auth && auth.prompt !== "none" && !session.completed ? session : undefined;
}

/** The path of `session`'s sign-in page: `/_hosted/authorize` or `/_hosted/login`. */
export function signInPath(session: RedirectSession): string {
  return `/_hosted/${pageOf(session.request.kind)}`;
}

/**
 * Where a reset link mailed from `session`'s sign-in leads once the new password is saved: an
 * `auth` session's sign-in page on the emulator's `publicUrl`, saying so (the authorization
 * request goes on from there), or a `login` session's `postFlowUrl`.
 *
 * @example
 * ```ts
 * afterReset(context, session); // "http://localhost:4000/_hosted/authorize?sessionId=…&password=saved"
 * ```
 */
export function afterReset({ config }: HostedPagesContext, session: RedirectSession): string | undefined {
  if (!session.request.auth) return session.request.postFlowUrl;
  const query = new URLSearchParams({ sessionId: session.id, password: "saved" });
  return `${config.publicUrl}${signInPath(session)}?${query}`;
}

/** The sign-in page's notice when its query says the shopper comes back from saving a new password. */
export function passwordSavedNotice(query: unknown): string | undefined {
  return formField(query, "password") === "saved"
    ? "Your new password is saved. Sign in with it."
    : undefined;
}

/** A paragraph linking back to `session`'s sign-in page. */
export function backToSignIn(session: RedirectSession): SafeHtml {
  const query = new URLSearchParams({ sessionId: session.id });
  return html`<p><a href="${signInPath(session)}?${query.toString()}">Back to sign in</a></p>`;
}

/**
 * The policy of `session`'s sign-in pages: forms may post, and be redirected, to the origins of
 * its redirect URI and `postFlowUrl`; a `web_message` request's pages may be framed by its
 * client's origins.
 *
 * @example
 * ```ts
 * return sendPage(reply, page, await signInPagePolicy(context, session));
 * ```
 */
export async function signInPagePolicy(
  { db }: HostedPagesContext,
  session: RedirectSession,
): Promise<PagePolicy> {
  const auth = session.request.auth;
  const urls = [auth?.redirectUri, session.request.postFlowUrl].filter((url) => url !== undefined);
  const ancestors = auth?.responseMode === "web_message" ? await clientOrigins(db, auth.clientId) : [];
  return { formTargets: urls.map((url) => new URL(url).origin), frameAncestors: ancestors ?? [] };
}
