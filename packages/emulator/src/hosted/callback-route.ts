/**
 * `GET /_api/iam/authentication/v1/callback?state=…&sessionToken=…`: a sign-in
 * made on the store's own page (login or register call) answers its
 * authorization request, whose id is `state`. Only the session token the
 * request was created with opens the hosted session: a link carrying someone
 * else's token must not sign this browser in as them (session fixation).
 */
import type { FastifyInstance } from "fastify";
import { sessionMember } from "../auth/member-sessions.ts";
import { sha256Hex } from "../auth/secrets.ts";
import { findRedirectSession } from "../oauth/redirect-sessions.ts";
import { answerAuthorization } from "./authorization-reply.ts";
import { formField, type HostedPagesContext, pageTime, secureCookies } from "./hosted-context.ts";
import { setHostedSession } from "./hosted-session-cookie.ts";
import { sendLinkExpired } from "./link-expired-page.ts";

/**
 * Registers the callback call on `app`.
 *
 * @example
 * ```ts
 * registerCallbackRoute(scope, context);
 * ```
 */
export function registerCallbackRoute(app: FastifyInstance, context: HostedPagesContext): void {
  app.get("/_api/iam/authentication/v1/callback", async (request, reply) => {
    const session = await findRedirectSession(
      context.db,
      formField(request.query, "state"),
      pageTime(context),
    );
    const token = formField(request.query, "sessionToken");
    const auth = session?.request.auth;
    if (!session || !auth || !token) return sendLinkExpired(reply);
    const named = auth.sessionTokenHash === sha256Hex(token);
    if (auth.sessionTokenHash && !named)
      return answerAuthorization(context, request, reply, session, undefined);
    if (named && (await sessionMember(context.db, token, pageTime(context))))
      setHostedSession(reply, token, secureCookies(context));
    return answerAuthorization(context, request, reply, session, sha256Hex(token));
  });
}
