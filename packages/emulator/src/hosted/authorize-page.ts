/**
 * `/_hosted/authorize`: the sign-in page of an authorization request (the
 * `auth` redirect session). GET shows the sign-in form, or, for `prompt=none`,
 * answers at once for the member session the request named; POST checks the
 * form, opens the hosted session (cookie) and answers the client with a code.
 * An answered request's page is expired.
 */
import type { FastifyInstance } from "fastify";
import { sha256Hex } from "../auth/secrets.ts";
import { answerAuthorization } from "./authorization-reply.ts";
import {
  type Form,
  formField,
  type HostedPagesContext,
  loadPageSession,
  secureCookies,
} from "./hosted-context.ts";
import { setHostedSession } from "./hosted-session-cookie.ts";
import { sendLinkExpired } from "./link-expired-page.ts";
import { checkSignIn } from "./sign-in-check.ts";
import { sendSignInForm } from "./sign-in-form.ts";

const PATH = "/_hosted/authorize";

/**
 * Registers GET and POST `/_hosted/authorize` on `app`.
 *
 * @example
 * ```ts
 * registerAuthorizePage(scope, context);
 * ```
 */
export function registerAuthorizePage(app: FastifyInstance, context: HostedPagesContext): void {
  app.get(PATH, async (request, reply) => {
    const session = await loadPageSession(context, "authorize", formField(request.query, "sessionId"));
    const auth = session?.request.auth;
    if (!session || !auth) return sendLinkExpired(reply);
    if (auth.prompt === "none")
      return answerAuthorization(context, request, reply, session, auth.sessionTokenHash, true);
    if (session.completed) return sendLinkExpired(reply);
    return sendSignInForm(context, reply, session, PATH);
  });

  app.post(PATH, async (request, reply) => {
    const form = request.body as Form;
    const session = await loadPageSession(context, "authorize", formField(form, "sessionId"));
    if (!session?.request.auth || session.completed) return sendLinkExpired(reply);
    const outcome = await checkSignIn(context, session, form);
    if (typeof outcome === "string") return sendSignInForm(context, reply, session, PATH, { error: outcome });
    if ("stateToken" in outcome || "captcha" in outcome)
      return sendSignInForm(context, reply, session, PATH, outcome);
    setHostedSession(reply, outcome.token, secureCookies(context));
    return answerAuthorization(context, request, reply, session, sha256Hex(outcome.token));
  });
}
