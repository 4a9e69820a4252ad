/**
 * How the hosted sign-in answers an authorization request once it knows (or
 * not) the member: the member session named by its hash must be open, and the
 * redirect session not yet answered; then a single-use code is issued, the
 * visitor's cart becomes the member's, and the answer goes back as the
 * request's response mode asks (a 303 with the code, or the web_message page).
 * `prompt=none` and the callback call answer at once with `login_required` when
 * no member is signed in.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { createSession, sessionMember, sessionMemberByHash } from "../auth/member-sessions.ts";
import { mergeVisitorCart } from "../ecom/cart/merge-visitor-cart.ts";
import {
  type AuthorizationResult,
  type AuthRequest,
  authorizationParams,
  authorizationRedirect,
  messageTarget,
} from "../oauth/authorization-answer.ts";
import { issueCode } from "../oauth/authorization-codes.ts";
import { completeRedirectSession, type RedirectSession } from "../oauth/redirect-sessions.ts";
import { type HostedPagesContext, pageTime, secureCookies } from "./hosted-context.ts";
import { hostedSessionToken, setHostedSession } from "./hosted-session-cookie.ts";
import { sendLinkExpired } from "./link-expired-page.ts";
import { sendWebMessage } from "./web-message-page.ts";

const LOGIN_REQUIRED: AuthorizationResult = {
  error: "login_required",
  error_description: "The member is not signed in.",
};

function sendAuthorization(
  reply: FastifyReply,
  auth: AuthRequest,
  result: AuthorizationResult,
  target: string | undefined,
): FastifyReply {
  if (auth.responseMode === "web_message")
    return sendWebMessage(reply, authorizationParams(auth, result), target);
  return reply
    .code(303)
    .header("location", authorizationRedirect(auth, result))
    .header("cache-control", "no-store")
    .send();
}

/**
 * After an on-page sign-in (prompt=none with the member's session token, of
 * which the emulator keeps only the hash), opens a hosted session of the same
 * member for the cookie, unless the cookie already holds one, so the hosted
 * pages know the member too.
 */
async function keepHostedSession(
  context: HostedPagesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: string,
): Promise<void> {
  const current = hostedSessionToken(request);
  if (current && (await sessionMember(context.db, current, pageTime(context))) === memberId) return;
  setHostedSession(
    reply,
    await createSession(context.db, memberId, pageTime(context)),
    secureCookies(context),
  );
}

/**
 * Answers `session`'s authorization request for the member session whose hash is `sessionHash`
 * (none: `login_required`); with `openHostedSession`, a successful answer also opens a hosted session.
 *
 * @example
 * ```ts
 * return answerAuthorization(context, request, reply, session, sha256Hex(outcome.token));
 * ```
 */
export async function answerAuthorization(
  context: HostedPagesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: RedirectSession,
  sessionHash: string | undefined,
  openHostedSession = false,
): Promise<FastifyReply> {
  const { db } = context;
  const auth = session.request.auth;
  if (!auth) return sendLinkExpired(reply);
  const target = auth.responseMode === "web_message" ? await messageTarget(db, auth, request) : undefined;
  if (auth.responseMode === "web_message" && !target)
    return sendAuthorization(reply, auth, LOGIN_REQUIRED, undefined);
  const memberId = sessionHash ? await sessionMemberByHash(db, sessionHash, pageTime(context)) : undefined;
  let result: AuthorizationResult;
  if (!memberId || !sessionHash) result = LOGIN_REQUIRED;
  else if (!(await completeRedirectSession(db, session.id, pageTime(context))))
    result = {
      error: "invalid_request",
      error_description: "This authorization request was already answered.",
    };
  else {
    const code = await issueCode(
      db,
      {
        clientId: auth.clientId,
        redirectUri: auth.redirectUri,
        codeChallenge: auth.codeChallenge,
        identityId: memberId,
        sessionHash,
      },
      pageTime(context),
    );
    result = { code };
    if (auth.visitorId) await mergeVisitorCart(db, auth.visitorId, memberId, pageTime(context));
    if (openHostedSession) await keepHostedSession(context, request, reply, memberId);
  }
  return sendAuthorization(reply, auth, result, target);
}
