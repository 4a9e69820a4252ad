/**
 * `/_hosted/signup?sessionId=…`: creating an account from the hosted sign-in page of a `login`
 * redirect session or of an authorization request (`sign-in-session.ts`), as the provider's
 * hosted pages offer. GET shows e-mail and password (and the captcha field when the site always
 * asks for one); POST registers the member as the register call does (`registerMember`) and,
 * when the site wants the e-mail confirmed, shows the verification-code step (the code is mailed
 * to the dev mailbox); once the member may sign in, it ends the sign-in as the sign-in page does
 * (`signed-in-reply.ts`: an authorization request gets its code). A member awaiting the owner's
 * approval is told so. A refused form keeps the e-mail as typed (never the password), with the
 * focus on the field at fault.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiFailure, ApplicationFailure } from "../errors.ts";
import { FORM_ERROR_ID, fieldAttributes, formError } from "../html/field-error.ts";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import { requireEmail } from "../identity/email-address.ts";
import { IDENTITY_CODES } from "../identity/identity-failures.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../identity/identity-payload.ts";
import { registerMember } from "../identity/register-endpoint.ts";
import type { SignInAnswer } from "../identity/sign-in-state.ts";
import { verifyCode } from "../identity/verify-code.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { backLink } from "./back-link.ts";
import { formTokenMatches, issueFormToken } from "./form-token.ts";
import { type Form, formField, type HostedPagesContext, pageTime } from "./hosted-context.ts";
import { sendLinkExpired } from "./link-expired-page.ts";
import { backToSignIn, loadSignInSession, signInPagePolicy } from "./sign-in-session.ts";
import { replySignedIn } from "./signed-in-reply.ts";

const PATH = "/_hosted/signup";

/** A field the form can fault. */
type SignUpField = "email" | "password" | "captcha" | "code";

/** What the form shows: the last attempt's error and the field at fault, the e-mail typed, or the code step's state token. */
interface SignUpState {
  error?: string | undefined;
  errorField?: SignUpField | undefined;
  email?: string | undefined;
  stateToken?: string | undefined;
}

const REFUSALS: Record<string, { error: string; errorField: SignUpField }> = {
  [IDENTITY_CODES.emailExists]: {
    error: "An account with this e-mail exists already. Sign in instead.",
    errorField: "email",
  },
  [IDENTITY_CODES.missingCaptcha]: {
    error: "Enter the captcha test token the emulator printed when it started.",
    errorField: "captcha",
  },
  [IDENTITY_CODES.invalidCaptcha]: {
    error: "The captcha answer is not right. Please try again.",
    errorField: "captcha",
  },
};

/** The attributes of `field`: at fault (described by the message, focused) when the state says so. */
function faultOf(state: SignUpState, field: SignUpField, hint?: string) {
  const atFault = state.errorField === field;
  return fieldAttributes({ describedBy: [hint, atFault && FORM_ERROR_ID], invalid: atFault, focus: atFault });
}

async function sendSignUpForm(
  context: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  state: SignUpState = {},
): Promise<FastifyReply> {
  const { error, email, stateToken } = state;
  const csrf = await issueFormToken(context.db, session.id);
  const captcha =
    context.config.memberPolicy.requireCaptcha &&
    html`<label for="captcha">Captcha</label><p id="captcha-hint">Enter the captcha test token the emulator printed when it started.</p><input id="captcha" name="captcha" autocomplete="off" spellcheck="false" required${faultOf(state, "captcha", "captcha-hint")}>`;
  const fields = stateToken
    ? html`<input type="hidden" name="stateToken" value="${stateToken}"><p id="code-hint">We e-mailed a 6-digit code to confirm your address (the emulator's dev mailbox has it).</p><label for="code">Verification code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${fieldAttributes({ describedBy: ["code-hint", error && FORM_ERROR_ID], invalid: Boolean(error), focus: true })}><button type="submit">Confirm</button>`
    : html`<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" value="${email ?? ""}" required${faultOf(state, "email")}><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" required${faultOf(state, "password")}>${captcha}<button type="submit">Create account</button>`;
  return sendPage(
    reply,
    {
      title: stateToken ? "Confirm your e-mail" : "Create an account",
      status: error ? 400 : 200,
      body: html`${formError(error)}<form method="post" action="${PATH}"><input type="hidden" name="sessionId" value="${session.id}"><input type="hidden" name="csrf" value="${csrf}">${fields}</form>${backToSignIn(session)}${backLink(session.request.postFlowUrl)}`,
    },
    await signInPagePolicy(context, session),
  );
}

/** Signs the browser in with the answer's session, or says why it cannot sign in yet. */
function finish(
  context: HostedPagesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: RedirectSession,
  answer: SignInAnswer,
) {
  if (answer.state !== "SUCCESS" || !answer.sessionToken)
    return sendPage(reply, {
      title: "Account created",
      body: html`<p>Your account is waiting for the site owner's approval. You can sign in once it is approved.</p>${backLink(session.request.postFlowUrl)}`,
    });
  const ready = "Your account is ready and you are signed in.";
  return replySignedIn(context, request, reply, session, answer.sessionToken, ready);
}

/** The answer to a posted form: the code step, a signed-in browser, or the form with an error. */
async function answerForm(
  context: HostedPagesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: RedirectSession,
  form: Form,
) {
  const stateToken = formField(form, "stateToken");
  const now = pageTime(context);
  if (stateToken) {
    try {
      const answer = await verifyCode(context.db, context.config, stateToken, formField(form, "code"), now);
      return finish(context, request, reply, session, answer);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const wrong = error instanceof ApplicationFailure && error.code === "INVALID_VERIFICATION_CODE";
      return sendSignUpForm(
        context,
        reply,
        session,
        wrong
          ? { stateToken, error: "The code is wrong. Enter the newest code from the e-mail." }
          : { error: "This confirmation expired or had too many wrong codes. Sign in to get a new code." },
      );
    }
  }
  const email = formField(form, "email").trim();
  const password = formField(form, "password");
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return sendSignUpForm(context, reply, session, {
      email,
      errorField: "password",
      error: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters for the password.`,
    });
  try {
    const registration = {
      email: requireEmail(email),
      password,
      profile: {},
      captchaTokens: form.captcha ? [{ Recaptcha: form.captcha }] : [],
    };
    const answer = await registerMember(context.db, context.config, registration, now);
    if (answer.state === "REQUIRE_EMAIL_VERIFICATION")
      return sendSignUpForm(context, reply, session, { stateToken: answer.stateToken });
    return finish(context, request, reply, session, answer);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const refusal = error instanceof ApplicationFailure ? REFUSALS[error.code] : undefined;
    return sendSignUpForm(context, reply, session, {
      email,
      ...(refusal ?? { error: "Enter a valid e-mail address.", errorField: "email" }),
    });
  }
}

/**
 * Registers GET and POST `/_hosted/signup` on `app`.
 *
 * @example
 * ```ts
 * registerSignUpPage(scope, context);
 * ```
 */
export function registerSignUpPage(app: FastifyInstance, context: HostedPagesContext): void {
  app.get(PATH, async (request, reply) => {
    const session = await loadSignInSession(context, formField(request.query, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    return sendSignUpForm(context, reply, session);
  });

  app.post(PATH, async (request, reply) => {
    const form = request.body as Form;
    const session = await loadSignInSession(context, formField(form, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    if (!(await formTokenMatches(context.db, session.id, form.csrf)))
      return sendSignUpForm(context, reply, session, {
        error: "The form expired. Please try again.",
        email: formField(form, "email"),
      });
    return answerForm(context, request, reply, session, form);
  });
}
