/**
 * Where a hosted sign-in ends once the member may sign in, on the sign-in page, after creating
 * an account, or after the code step: the hosted session cookie is set for the new member
 * session, then an `auth` session's authorization request is answered (a code to its redirect
 * URI, or the `web_message` page), and a `login` session sends the browser to its `postFlowUrl`
 * (303), or says the member is signed in.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { sha256Hex } from "../auth/secrets.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { answerAuthorization } from "./authorization-reply.ts";
import { type HostedPagesContext, secureCookies } from "./hosted-context.ts";
import { setHostedSession } from "./hosted-session-cookie.ts";

/**
 * Signs the browser in with the member session `token` and answers as `session` asks;
 * `signedInText` is what a `login` session without `postFlowUrl` says.
 *
 * @example
 * ```ts
 * return replySignedIn(context, request, reply, session, outcome.token, "You are signed in.");
 * ```
 */
export function replySignedIn(
  context: HostedPagesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: RedirectSession,
  token: string,
  signedInText: string,
): Promise<FastifyReply> | FastifyReply {
  setHostedSession(reply, token, secureCookies(context));
  if (session.request.auth) return answerAuthorization(context, request, reply, session, sha256Hex(token));
  const next = session.request.postFlowUrl;
  if (next) return reply.code(303).header("location", next).header("cache-control", "no-store").send();
  return sendPage(reply, { title: "Signed in", body: html`<p>${signedInText}</p>` });
}
