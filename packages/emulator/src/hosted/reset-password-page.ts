/**
 * `/_hosted/reset-password?token=…`: the page of an e-mailed password-reset or
 * activation link. GET shows the new-password form (its CSP lets the post
 * redirect to the link's target, since browsers check `form-action` on
 * redirects); POST checks the length (a refusal focuses the password, never
 * shown again, described by the message), sets the password (which ends the
 * member's sessions) and sends the browser to the link's redirect URL (303:
 * the store, or the sign-in page of the authorization request the link was
 * asked for from), or says the password is saved. A used or expired link gets
 * the expired page.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { ApiFailure } from "../errors.ts";
import { FORM_ERROR_ID, fieldAttributes, formError } from "../html/field-error.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../identity/identity-payload.ts";
import { recoverWithToken, recoveryRedirect } from "../identity/recovery-tokens.ts";
import { type Form, formField, type HostedPagesContext, pageTime } from "./hosted-context.ts";
import { sendLinkExpired } from "./link-expired-page.ts";

const PATH = "/_hosted/reset-password";

async function sendResetForm(
  context: HostedPagesContext,
  reply: FastifyReply,
  token: string,
  error?: string,
): Promise<FastifyReply> {
  const redirectUrl = token ? await recoveryRedirect(context.db, token, pageTime(context)) : undefined;
  return sendPage(
    reply,
    {
      title: "Choose a new password",
      status: error ? 400 : 200,
      body: html`${formError(error)}<form method="post" action="${PATH}"><input type="hidden" name="token" value="${token}"><label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" required${fieldAttributes({ describedBy: [error && FORM_ERROR_ID], invalid: Boolean(error), focus: Boolean(error) })}><button type="submit">Save password</button></form>`,
    },
    { formTargets: redirectUrl ? [new URL(redirectUrl).origin] : [] },
  );
}

/**
 * Registers GET and POST `/_hosted/reset-password` on `app`.
 *
 * @example
 * ```ts
 * registerResetPasswordPage(scope, context);
 * ```
 */
export function registerResetPasswordPage(app: FastifyInstance, context: HostedPagesContext): void {
  app.get(PATH, async (request, reply) => sendResetForm(context, reply, formField(request.query, "token")));

  app.post(PATH, async (request, reply) => {
    const form = request.body as Form;
    const token = formField(form, "token");
    const password = formField(form, "password");
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      return sendResetForm(
        context,
        reply,
        token,
        `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
      );
    try {
      const { redirectUrl } = await recoverWithToken(context.db, token, password, pageTime(context));
      if (redirectUrl) return reply.code(303).header("location", redirectUrl).send();
      return sendPage(reply, {
        title: "Password changed",
        body: html`<p>Your new password is saved. You can sign in.</p>`,
      });
    } catch (error) {
      if (error instanceof ApiFailure) return sendLinkExpired(reply);
      throw error;
    }
  });
}
