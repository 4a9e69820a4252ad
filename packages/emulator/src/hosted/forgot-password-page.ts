/**
 * `/_hosted/forgot-password?sessionId=…`: asking for a password-reset link from the hosted
 * sign-in page of a `login` redirect session or of an authorization request
 * (`sign-in-session.ts`). GET shows the e-mail field; POST mails a reset link as the recovery
 * call does (to the dev mailbox; its page is `reset-password-page.ts`, and once the new password
 * is saved it leads back to the authorization request's sign-in page, or to a `login` session's
 * `postFlowUrl`), then says to check the mailbox in the same words whether or not the e-mail is a
 * member's, so the page reveals no membership. A refused form keeps the e-mail as typed.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { ValidationFailure } from "../errors.ts";
import { FORM_ERROR_ID, fieldAttributes, formError } from "../html/field-error.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import { requireEmail } from "../identity/email-address.ts";
import { findByEmail } from "../identity/identity-records.ts";
import { mailRecoveryLink } from "../identity/recovery-tokens.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { backLink } from "./back-link.ts";
import { formTokenMatches, issueFormToken } from "./form-token.ts";
import { type Form, formField, type HostedPagesContext, pageTime } from "./hosted-context.ts";
import { sendLinkExpired } from "./link-expired-page.ts";
import { afterReset, backToSignIn, loadSignInSession, signInPagePolicy } from "./sign-in-session.ts";

const PATH = "/_hosted/forgot-password";

/** The posted e-mail, when it is one. */
function emailOf(form: Form): string | undefined {
  try {
    return requireEmail(formField(form, "email"), "email");
  } catch (error) {
    if (error instanceof ValidationFailure) return undefined;
    throw error;
  }
}

/** What the form shows after a refusal: the message, the e-mail typed, and whether it is at fault. */
interface RequestState {
  error?: string;
  email?: string;
  emailAtFault?: boolean;
}

async function sendRequestForm(
  context: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  { error, email, emailAtFault }: RequestState = {},
): Promise<FastifyReply> {
  const csrf = await issueFormToken(context.db, session.id);
  const field = fieldAttributes({
    describedBy: ["reset-hint", emailAtFault && FORM_ERROR_ID],
    invalid: emailAtFault,
    focus: Boolean(error),
  });
  return sendPage(
    reply,
    {
      title: "Reset your password",
      status: error ? 400 : 200,
      body: html`${formError(error)}<p id="reset-hint">Enter your account's e-mail and we will send you a link to choose a new password.</p><form method="post" action="${PATH}"><input type="hidden" name="sessionId" value="${session.id}"><input type="hidden" name="csrf" value="${csrf}"><label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" value="${email ?? ""}" required${field}><button type="submit">Send reset link</button></form>${backToSignIn(session)}${backLink(session.request.postFlowUrl)}`,
    },
    await signInPagePolicy(context, session),
  );
}

/**
 * Registers GET and POST `/_hosted/forgot-password` on `app`.
 *
 * @example
 * ```ts
 * registerForgotPasswordPage(scope, context);
 * ```
 */
export function registerForgotPasswordPage(app: FastifyInstance, context: HostedPagesContext): void {
  app.get(PATH, async (request, reply) => {
    const session = await loadSignInSession(context, formField(request.query, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    return sendRequestForm(context, reply, session);
  });

  app.post(PATH, async (request, reply) => {
    const form = request.body as Form;
    const session = await loadSignInSession(context, formField(form, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    const typed = formField(form, "email");
    if (!(await formTokenMatches(context.db, session.id, form.csrf)))
      return sendRequestForm(context, reply, session, {
        error: "The form expired. Please try again.",
        email: typed,
      });
    const email = emailOf(form);
    if (!email)
      return sendRequestForm(context, reply, session, {
        error: "Enter a valid e-mail address.",
        email: typed,
        emailAtFault: true,
      });
    const member = await findByEmail(context.db, email);
    if (member && member.status !== "BLOCKED" && member.status !== "DELETED") {
      const { db, config } = context;
      const next = afterReset(context, session);
      const notify = await db.transaction((tx) =>
        mailRecoveryLink(tx, config, member, "recovery", next, pageTime(context)),
      );
      notify();
    }
    return sendPage(reply, {
      title: "Check your e-mail",
      body: html`<p>If ${email} belongs to an account, a link to choose a new password is on its way. It works once, for an hour.</p>${backToSignIn(session)}${backLink(session.request.postFlowUrl)}`,
    });
  });
}
