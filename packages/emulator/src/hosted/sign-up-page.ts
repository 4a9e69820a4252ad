/**
 * `/_hosted/signup?sessionId=…`: creating an account from the hosted sign-in page of a `login`
 * redirect session, as the provider's hosted pages offer. GET shows e-mail and password (and
 * the captcha field when the site always asks for one); POST registers the member as the register
 * call does (`registerMember`) and, when the site wants the e-mail confirmed, shows the
 * verification-code step (the code is mailed to the dev mailbox); once the member may sign in,
 * it opens the hosted session (cookie) and sends the browser to the session's `postFlowUrl`
 * (303), or says it is signed in. A member awaiting the owner's approval is told so.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { ApiFailure, ApplicationFailure } from "../errors.ts";
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
import {
  type Form,
  formField,
  type HostedPagesContext,
  loadPageSession,
  pageTime,
  secureCookies,
} from "./hosted-context.ts";
import { setHostedSession } from "./hosted-session-cookie.ts";
import { sendLinkExpired } from "./link-expired-page.ts";

const PATH = "/_hosted/signup";

/** What the form shows: the last attempt's error, the e-mail typed, or the code step's state token. */
interface SignUpState {
  error?: string | undefined;
  email?: string | undefined;
  stateToken?: string | undefined;
}

const REFUSALS: Record<string, string> = {
  [IDENTITY_CODES.emailExists]: "An account with this e-mail exists already. Sign in instead.",
  [IDENTITY_CODES.missingCaptcha]: "Enter the captcha test token the emulator printed when it started.",
  [IDENTITY_CODES.invalidCaptcha]: "The captcha answer is not right. Please try again.",
};

async function sendSignUpForm(
  { db, config }: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  { error, email, stateToken }: SignUpState = {},
): Promise<FastifyReply> {
  const csrf = await issueFormToken(db, session.id);
  const captcha =
    config.memberPolicy.requireCaptcha &&
    html`<label for="captcha">Captcha</label><p id="captcha-hint">Enter the captcha test token the emulator printed when it started.</p><input id="captcha" name="captcha" autocomplete="off" spellcheck="false" aria-describedby="captcha-hint" required>`;
  const fields = stateToken
    ? html`<input type="hidden" name="stateToken" value="${stateToken}"><p id="code-hint">We e-mailed a 6-digit code to confirm your address (the emulator's dev mailbox has it).</p><label for="code">Verification code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="code-hint" required autofocus><button type="submit">Confirm</button>`
    : html`<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" value="${email ?? ""}" required><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" required>${captcha}<button type="submit">Create account</button>`;
  const postFlow = session.request.postFlowUrl;
  return sendPage(
    reply,
    {
      title: stateToken ? "Confirm your e-mail" : "Create an account",
      status: error ? 400 : 200,
      body: html`${error && html`<p class="error" role="alert">${error}</p>`}<form method="post" action="${PATH}"><input type="hidden" name="sessionId" value="${session.id}"><input type="hidden" name="csrf" value="${csrf}">${fields}</form>${backLink(postFlow)}`,
    },
    { formTargets: postFlow ? [new URL(postFlow).origin] : [] },
  );
}

/** Signs the browser in with the answer's session, or says why it cannot sign in yet. */
function finish(
  context: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  answer: SignInAnswer,
) {
  const back = backLink(session.request.postFlowUrl);
  if (answer.state !== "SUCCESS" || !answer.sessionToken)
    return sendPage(reply, {
      title: "Account created",
      body: html`<p>Your account is waiting for the site owner's approval. You can sign in once it is approved.</p>${back}`,
    });
  setHostedSession(reply, answer.sessionToken, secureCookies(context));
  const next = session.request.postFlowUrl;
  if (next) return reply.code(303).header("location", next).header("cache-control", "no-store").send();
  return sendPage(reply, {
    title: "Signed in",
    body: html`<p>Your account is ready and you are signed in.</p>`,
  });
}

/** The answer to a posted form: the code step, a signed-in browser, or the form with an error. */
async function answerForm(
  context: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  form: Form,
) {
  const stateToken = formField(form, "stateToken");
  const now = pageTime(context);
  if (stateToken) {
    try {
      const answer = await verifyCode(context.db, context.config, stateToken, formField(form, "code"), now);
      return finish(context, reply, session, answer);
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
    return finish(context, reply, session, answer);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const refusal = error instanceof ApplicationFailure ? REFUSALS[error.code] : undefined;
    return sendSignUpForm(context, reply, session, {
      email,
      error: refusal ?? "Enter a valid e-mail address.",
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
    const session = await loadPageSession(context, "login", formField(request.query, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    return sendSignUpForm(context, reply, session);
  });

  app.post(PATH, async (request, reply) => {
    const form = request.body as Form;
    const session = await loadPageSession(context, "login", formField(form, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    if (!(await formTokenMatches(context.db, session.id, form.csrf)))
      return sendSignUpForm(context, reply, session, { error: "The form expired. Please try again." });
    return answerForm(context, reply, session, form);
  });
}
