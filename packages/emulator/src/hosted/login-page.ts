/**
 * `/_hosted/login`: the hosted sign-in page of a `login` redirect session.
 * GET shows the sign-in form; POST checks it, opens the hosted session (cookie)
 * and sends the browser to the session's `postFlowUrl` (303), or says it is
 * signed in when there is none.
 */
import type { FastifyInstance } from "fastify";
import { type Form, formField, type HostedPagesContext, loadPageSession } from "./hosted-context.ts";
import { sendLinkExpired } from "./link-expired-page.ts";
import { checkSignIn } from "./sign-in-check.ts";
import { sendSignInForm } from "./sign-in-form.ts";
import { replySignedIn } from "./signed-in-reply.ts";

const PATH = "/_hosted/login";

/**
 * Registers GET and POST `/_hosted/login` on `app`.
 *
 * @example
 * ```ts
 * registerLoginPage(scope, context);
 * ```
 */
export function registerLoginPage(app: FastifyInstance, context: HostedPagesContext): void {
  app.get(PATH, async (request, reply) => {
    const session = await loadPageSession(context, "login", formField(request.query, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    return sendSignInForm(context, reply, session);
  });

  app.post(PATH, async (request, reply) => {
    const form = request.body as Form;
    const session = await loadPageSession(context, "login", formField(form, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    const outcome = await checkSignIn(context, session, form);
    if (!("token" in outcome)) return sendSignInForm(context, reply, session, outcome);
    return replySignedIn(context, request, reply, session, outcome.token, "You are signed in.");
  });
}
