/**
 * Signing out on the emulator's origin: the hosted page of a `logout` redirect
 * session (`GET /_hosted/logout`: ends the cookie's member session and the one
 * the session was asked for with, then 303 to its `postFlowUrl`) and the
 * provider's logout call (`GET /_api/iam/authentication/v1/logout`: ends the
 * cookie's member session, then 302 to an allowed `postLogoutRedirectUri`, or a
 * "Signed out" page). Both clear the hosted session cookie.
 */
import type { FastifyInstance } from "fastify";
import { requireAllowedUrl } from "../auth/allowed-redirects.ts";
import { endSession, endSessionByHash } from "../auth/member-sessions.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import { formField, type HostedPagesContext, loadPageSession, pageTime } from "./hosted-context.ts";
import { clearHostedSession, hostedSessionToken } from "./hosted-session-cookie.ts";
import { sendLinkExpired } from "./link-expired-page.ts";

/**
 * Registers `GET /_hosted/logout` and `GET /_api/iam/authentication/v1/logout` on `app`.
 *
 * @example
 * ```ts
 * registerLogoutPage(scope, context);
 * ```
 */
export function registerLogoutPage(app: FastifyInstance, context: HostedPagesContext): void {
  const { db } = context;

  app.get("/_hosted/logout", async (request, reply) => {
    const session = await loadPageSession(context, "logout", formField(request.query, "sessionId"));
    if (!session?.request.postFlowUrl) return sendLinkExpired(reply);
    const token = hostedSessionToken(request);
    if (token) await endSession(db, token, pageTime(context));
    const { memberSessionHash } = session.request;
    if (memberSessionHash) await endSessionByHash(db, memberSessionHash, pageTime(context));
    clearHostedSession(reply);
    return reply
      .code(303)
      .header("location", session.request.postFlowUrl)
      .header("cache-control", "no-store")
      .send();
  });

  app.get("/_api/iam/authentication/v1/logout", async (request, reply) => {
    const clientId = formField(request.query, "clientId") || undefined;
    const target = formField(request.query, "postLogoutRedirectUri");
    const url = target ? await requireAllowedUrl(db, clientId, target, "postLogoutRedirectUri") : undefined;
    const token = hostedSessionToken(request);
    if (token) await endSession(db, token, pageTime(context));
    clearHostedSession(reply);
    if (url) return reply.code(302).header("location", url).header("cache-control", "no-store").send();
    return sendPage(reply, { title: "Signed out", body: html`<p>You are signed out.</p>` });
  });
}
