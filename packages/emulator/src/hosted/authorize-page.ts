/**
 * `/_hosted/authorize`: the sign-in page of an authorization request (the
 * `auth` redirect session). GET shows the sign-in form (with a notice when the
 * shopper comes back from saving a new password), or, for `prompt=none`,
 * answers at once for the member session the request named; POST checks the
 * form, opens the hosted session (cookie) and answers the client with a code.
 * The form links to creating an account and asking for a reset link, which
 * come back here with the request intact. An answered request's page is expired.
 */
import type { FastifyInstance } from "fastify";
import { answerAuthorization } from "./authorization-reply.ts";
import { type Form, formField, type HostedPagesContext, loadPageSession } from "./hosted-context.ts";
import { sendLinkExpired } from "./link-expired-page.ts";
import { checkSignIn } from "./sign-in-check.ts";
import { sendSignInForm } from "./sign-in-form.ts";
import { passwordSavedNotice } from "./sign-in-session.ts";
import { replySignedIn } from "./signed-in-reply.ts";

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
    return sendSignInForm(context, reply, session, { notice: passwordSavedNotice(request.query) });
  });

  app.post(PATH, async (request, reply) => {
    const form = request.body as Form;
    const session = await loadPageSession(context, "authorize", formField(form, "sessionId"));
    if (!session?.request.auth || session.completed) return sendLinkExpired(reply);
    const outcome = await checkSignIn(context, session, form);
    if (!("token" in outcome)) return sendSignInForm(context, reply, session, outcome);
    return replySignedIn(context, request, reply, session, outcome.token, "You are signed in.");
  });
}
