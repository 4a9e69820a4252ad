/**
 * The hosted pages on the emulator's own origin, as plain Fastify routes (the
 * endpoint contract answers JSON only): sign-in (`/_hosted/authorize`,
 * `/_hosted/login`), sign-out (`/_hosted/logout` and the logout call), the
 * members account, the product page (`hosted/product-page.ts`), pages of kinds
 * the emulator does not implement (`hosted/unsupported-page.ts`), the password
 * reset page, the callback call, and the dev mailbox page. The members account
 * serves ACCOUNT_INFO here (with the authenticator-app set-up of
 * `hosted/totp-enrolment.ts`) and the other sections from `hosted/member-*-page.ts`.
 * Forms are `application/x-www-form-urlencoded` with a CSRF token bound to the
 * redirect session. `createApp` registers them with one call.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Credentials } from "../auth/credentials.ts";
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { mergeVisitorCart } from "../ecom/cart/merge-visitor-cart.ts";
import { ApiFailure, ApplicationFailure } from "../errors.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../identity/identity-payload.ts";
import { findById, type IdentityRow } from "../identity/identity-records.ts";
import { checkPasswordLogin } from "../identity/login-endpoint.ts";
import {
  createSession,
  endSession,
  endSessionByHash,
  sessionMember,
  sessionMemberByHash,
} from "../identity/member-sessions.ts";
import { recoverWithToken, recoveryRedirect } from "../identity/recovery-tokens.ts";
import { verifySecondFactor } from "../identity/second-factor.ts";
import { openChallenge } from "../identity/sign-in-challenges.ts";
import {
  hasActiveTotp,
  pendingTotpSecret,
  startTotpEnrolment,
  useTotpCode,
} from "../identity/totp-factors.ts";
import { listMail } from "../mail/mailbox.ts";
import { clientOrigins, httpOrigin, requireAllowedUrl } from "../oauth/allowed-redirects.ts";
import { type AuthorizationResult, messageTarget, sendAuthorization } from "../oauth/authorization-answer.ts";
import { issueCode } from "../oauth/authorization-codes.ts";
import {
  completeRedirectSession,
  csrfHashOf,
  findRedirectSession,
  pageOf,
  type RedirectSession,
  setCsrfHash,
} from "../oauth/redirect-sessions.ts";
import { backLink, escapeHtml, sendPage } from "./hosted-html.ts";
import { clearHostedSession, hostedSessionToken, setHostedSession } from "./hosted-session-cookie.ts";
import type { SafeHtml } from "./html-template.ts";
import { MEMBER_BOOKINGS_TITLE, memberBookingsHtml } from "./member-bookings-page.ts";
import { MEMBER_EVENTS_TITLE, memberEventsHtml } from "./member-events-page.ts";
import { memberOrdersHtml } from "./member-orders-page.ts";
import { MEMBER_SUBSCRIPTIONS_TITLE, memberSubscriptionsHtml } from "./member-subscriptions-page.ts";
import { findHostedProduct, productPageHtml } from "./product-page.ts";
import { totpSection } from "./totp-enrolment.ts";
import { UNSUPPORTED_TITLE, unsupportedHtml } from "./unsupported-page.ts";

/** What the pages need. */
export interface HostedPagesContext {
  db: Database;
  config: EmulatorConfig;
  credentials: Credentials;
}

type Form = Record<string, string>;
const FORM_LIMIT_BYTES = 16 * 1024;

function field(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

function notFoundPage(reply: FastifyReply) {
  return sendPage(reply, {
    title: "Link expired",
    body: "<p>This page's link is unknown, used or expired. Go back to the store and start again.</p>",
    status: 404,
  });
}

function originsOf(session: RedirectSession): string[] {
  const urls = [session.request.auth?.redirectUri, session.request.postFlowUrl];
  return urls.filter((url): url is string => url !== undefined).map((url) => new URL(url).origin);
}

/** Registers every hosted page on `app`. */
export function registerHostedPages(app: FastifyInstance, context: HostedPagesContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerRoutes(scope, context);
  });
}

function registerRoutes(app: FastifyInstance, { db, config, credentials }: HostedPagesContext): void {
  const now = () => new Date(credentials.now());
  const secure = config.publicUrl.startsWith("https:");

  /** The unexpired redirect session `id` whose hosted page is `page`. */
  async function loadSession(page: string, id: string): Promise<RedirectSession | undefined> {
    const session = id ? await findRedirectSession(db, id, now()) : undefined;
    return session && pageOf(session.request.kind) === page ? session : undefined;
  }

  /**
   * The sign-in form: e-mail and password, or, with `stateToken` (a member with an authenticator
   * app whose password checked out), the 6-digit code.
   */
  async function loginForm(
    reply: FastifyReply,
    session: RedirectSession,
    path: string,
    error?: string,
    stateToken?: string,
  ) {
    const csrf = randomSecret(24);
    await setCsrfHash(db, session.id, sha256Hex(csrf));
    const auth = session.request.auth;
    const ancestors =
      auth?.responseMode === "web_message" ? await clientOrigins(db, auth.clientId) : undefined;
    return sendPage(
      reply,
      {
        title: "Sign in",
        status: error ? 400 : 200,
        body:
          (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "") +
          `<form method="post" action="${path}">` +
          `<input type="hidden" name="sessionId" value="${escapeHtml(session.id)}">` +
          `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">` +
          (stateToken
            ? `<input type="hidden" name="stateToken" value="${escapeHtml(stateToken)}">` +
              `<label for="code">6-digit code from your authenticator app</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus>` +
              `<button type="submit">Continue</button>`
            : `<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required>` +
              `<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>` +
              `<button type="submit">Sign in</button>`) +
          `</form>${backLink(session.request.postFlowUrl)}`,
      },
      { formTargets: originsOf(session), frameAncestors: ancestors ?? [] },
    );
  }

  /**
   * Checks the form's CSRF token and credentials; the member's new session token, a second step
   * (the state token of a member with an authenticator app), or an error message.
   */
  async function signIn(
    session: RedirectSession,
    form: Form,
  ): Promise<{ token: string; memberId: string } | { stateToken: string; error?: string } | string> {
    const expected = await csrfHashOf(db, session.id);
    if (!expected || !form.csrf || sha256Hex(form.csrf) !== expected)
      return "The form expired. Please try again.";
    if (form.stateToken) return secondStep(form.stateToken, form.code ?? "");
    try {
      const row = await checkPasswordLogin(
        db,
        config,
        { email: form.email ?? "", password: form.password ?? "", captchaTokens: [] },
        now(),
      );
      if (row.status !== "ACTIVE")
        return row.approval_pending
          ? "Your membership is waiting for the site owner's approval."
          : "Please verify your e-mail address first, or reset your password.";
      if (await hasActiveTotp(db, row.id)) return { stateToken: await openChallenge(db, row.id, now()) };
      return { token: await createSession(db, row.id, now()), memberId: row.id };
    } catch (error) {
      if (error instanceof ApiFailure)
        return "The e-mail or password is wrong, or too many attempts were made.";
      throw error;
    }
  }

  /** The code step: a session, the same step again with an error, or (the challenge spent) an error. */
  async function secondStep(
    stateToken: string,
    code: string,
  ): Promise<{ token: string; memberId: string } | { stateToken: string; error: string } | string> {
    try {
      const answer = await verifySecondFactor(db, config, { factorType: "TOTP", stateToken, code }, now());
      const memberId = answer.identity.id;
      if (answer.state !== "SUCCESS" || !answer.sessionToken || typeof memberId !== "string")
        return "Your membership cannot sign in yet.";
      return { token: answer.sessionToken, memberId };
    } catch (error) {
      if (error instanceof ApplicationFailure && error.code === "INVALID_VERIFICATION_CODE")
        return {
          stateToken,
          error: "The code is wrong or was already used. Enter the newest code from the app.",
        };
      if (error instanceof ApiFailure)
        return "The sign-in expired or had too many wrong codes. Please sign in again.";
      throw error;
    }
  }

  async function answerAuth(
    request: FastifyRequest,
    reply: FastifyReply,
    session: RedirectSession,
    sessionHash: string | undefined,
    openHostedSession = false,
  ) {
    const auth = session.request.auth;
    if (!auth) return notFoundPage(reply);
    const target = auth.responseMode === "web_message" ? await messageTarget(db, auth, request) : undefined;
    if (auth.responseMode === "web_message" && !target)
      return sendAuthorization(reply, auth, loginRequired(), undefined);
    const memberId = sessionHash ? await sessionMemberByHash(db, sessionHash, now()) : undefined;
    let result: AuthorizationResult;
    if (!memberId || !sessionHash) result = loginRequired();
    else if (!(await completeRedirectSession(db, session.id, now())))
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
        now(),
      );
      result = { code };
      if (auth.visitorId) await mergeVisitorCart(db, auth.visitorId, memberId, now());
      if (openHostedSession) await keepHostedSession(request, reply, memberId);
    }
    return sendAuthorization(reply, auth, result, target);
  }

  /**
   * After an on-page sign-in (prompt=none with the member's session token, of
   * which the emulator keeps only the hash), opens a hosted session of the same
   * member for the cookie, unless the cookie already holds one, so the hosted
   * pages know the member too.
   */
  async function keepHostedSession(request: FastifyRequest, reply: FastifyReply, memberId: string) {
    const current = hostedSessionToken(request);
    if (current && (await sessionMember(db, current, now())) === memberId) return;
    setHostedSession(reply, await createSession(db, memberId, now()), secure);
  }

  app.get("/_hosted/authorize", async (request, reply) => {
    const session = await loadSession("authorize", field(request.query, "sessionId"));
    const auth = session?.request.auth;
    if (!session || !auth) return notFoundPage(reply);
    if (auth.prompt === "none") return answerAuth(request, reply, session, auth.sessionTokenHash, true);
    if (session.completed) return notFoundPage(reply);
    return loginForm(reply, session, "/_hosted/authorize");
  });

  app.post("/_hosted/authorize", async (request, reply) => {
    const form = request.body as Form;
    const session = await loadSession("authorize", field(form, "sessionId"));
    if (!session?.request.auth || session.completed) return notFoundPage(reply);
    const outcome = await signIn(session, form);
    if (typeof outcome === "string") return loginForm(reply, session, "/_hosted/authorize", outcome);
    if ("stateToken" in outcome)
      return loginForm(reply, session, "/_hosted/authorize", outcome.error, outcome.stateToken);
    setHostedSession(reply, outcome.token, secure);
    return answerAuth(request, reply, session, sha256Hex(outcome.token));
  });

  app.get("/_hosted/login", async (request, reply) => {
    const session = await loadSession("login", field(request.query, "sessionId"));
    if (!session) return notFoundPage(reply);
    return loginForm(reply, session, "/_hosted/login");
  });

  app.post("/_hosted/login", async (request, reply) => {
    const form = request.body as Form;
    const session = await loadSession("login", field(form, "sessionId"));
    if (!session) return notFoundPage(reply);
    const outcome = await signIn(session, form);
    if (typeof outcome === "string") return loginForm(reply, session, "/_hosted/login", outcome);
    if ("stateToken" in outcome)
      return loginForm(reply, session, "/_hosted/login", outcome.error, outcome.stateToken);
    setHostedSession(reply, outcome.token, secure);
    const next = session.request.postFlowUrl;
    if (next) return reply.code(303).header("location", next).header("cache-control", "no-store").send();
    return sendPage(reply, { title: "Signed in", body: "<p>You are signed in.</p>" });
  });

  app.get("/_hosted/logout", async (request, reply) => {
    const session = await loadSession("logout", field(request.query, "sessionId"));
    if (!session?.request.postFlowUrl) return notFoundPage(reply);
    const token = hostedSessionToken(request);
    if (token) await endSession(db, token, now());
    const { memberSessionHash } = session.request;
    if (memberSessionHash) await endSessionByHash(db, memberSessionHash, now());
    clearHostedSession(reply);
    return reply
      .code(303)
      .header("location", session.request.postFlowUrl)
      .header("cache-control", "no-store")
      .send();
  });

  /** The account session `id` and the member the browser's hosted session belongs to. */
  async function accountVisit(request: FastifyRequest, id: string) {
    const session = await loadSession("account", id);
    const token = hostedSessionToken(request);
    const memberId = session && token ? await sessionMember(db, token, now()) : undefined;
    const member = memberId ? await findById(db, memberId) : undefined;
    return { session, member };
  }

  /** The ACCOUNT_INFO page: the profile and the two-step sign-in section (with a fresh CSRF token). */
  async function accountInfoPage(
    reply: FastifyReply,
    session: RedirectSession,
    member: IdentityRow,
    shown?: { pendingSecret: string; error?: string },
  ) {
    const csrf = randomSecret(24);
    await setCsrfHash(db, session.id, sha256Hex(csrf));
    const factor = shown ?? ((await hasActiveTotp(db, member.id)) ? "on" : "off");
    const profile = member.profile as Record<string, unknown>;
    const row = (label: string, value: unknown) =>
      `<tr><th scope="row">${label}</th><td>${escapeHtml(typeof value === "string" ? value : "")}</td></tr>`;
    const twoStep = totpSection({
      sessionId: session.id,
      csrf,
      account: member.email,
      factor,
      error: shown?.error,
    });
    return sendPage(reply, {
      title: "My account",
      status: shown?.error ? 400 : 200,
      body:
        `<table>${row("E-mail", member.email)}${row("Nickname", profile.nickname)}` +
        `${row("First name", profile.firstName)}${row("Last name", profile.lastName)}${row("Status", member.status)}</table>` +
        `${twoStep}${backLink(session.request.postFlowUrl)}`,
    });
  }

  const SECTION_PAGES: Record<string, { title: string; body: () => SafeHtml }> = {
    BOOKINGS: { title: MEMBER_BOOKINGS_TITLE, body: memberBookingsHtml },
    SUBSCRIPTIONS: { title: MEMBER_SUBSCRIPTIONS_TITLE, body: memberSubscriptionsHtml },
    EVENTS: { title: MEMBER_EVENTS_TITLE, body: memberEventsHtml },
  };

  app.get("/_hosted/account", async (request, reply) => {
    const { session, member } = await accountVisit(request, field(request.query, "sessionId"));
    if (!session) return notFoundPage(reply);
    const back = backLink(session.request.postFlowUrl);
    if (!member)
      return sendPage(reply, {
        title: "My account",
        body: `<p>You are not signed in on this site.</p>${back}`,
      });
    if (session.request.section === "ORDERS")
      return sendPage(reply, { title: "My orders", body: `${await memberOrdersHtml(db, member.id)}${back}` });
    const section = SECTION_PAGES[session.request.section ?? ""];
    if (section) return sendPage(reply, { title: section.title, body: `${section.body()}${back}` });
    return accountInfoPage(reply, session, member);
  });

  /** The two-step section's form: `step` `start` shows a new secret, `confirm` checks its first code. */
  app.post("/_hosted/account/totp", async (request, reply) => {
    const form = request.body as Form;
    const { session, member } = await accountVisit(request, field(form, "sessionId"));
    if (session?.request.section !== "ACCOUNT_INFO") return notFoundPage(reply);
    const expected = await csrfHashOf(db, session.id);
    if (!member || !expected || !form.csrf || sha256Hex(form.csrf) !== expected)
      return sendPage(reply, {
        title: "My account",
        status: 403,
        body: `<p>The form expired or you are signed out. Open your account from the store again.</p>${backLink(session.request.postFlowUrl)}`,
      });
    if (form.step === "start") {
      const secret = await startTotpEnrolment(db, member.id, now());
      return accountInfoPage(reply, session, member, secret ? { pendingSecret: secret } : undefined);
    }
    const confirmed = await db.transaction((tx) =>
      useTotpCode(tx, member.id, field(form, "code"), now(), true),
    );
    if (confirmed) return accountInfoPage(reply, session, member);
    const pendingSecret = await pendingTotpSecret(db, member.id);
    if (!pendingSecret) return accountInfoPage(reply, session, member);
    return accountInfoPage(reply, session, member, {
      pendingSecret,
      error: "That code does not match. Enter the 6-digit code the app shows now.",
    });
  });

  app.get("/_hosted/unsupported", async (request, reply) => {
    const session = await loadSession("unsupported", field(request.query, "sessionId"));
    if (!session) return notFoundPage(reply);
    return sendPage(reply, {
      title: UNSUPPORTED_TITLE,
      body: `${unsupportedHtml(session.request.kind)}${backLink(session.request.postFlowUrl)}`,
    });
  });

  /** A `storesProduct` session: the store's product page when its client names one, else the hosted one. */
  app.get("/_hosted/product", async (request, reply) => {
    const session = await loadSession("product", field(request.query, "sessionId"));
    const product = session?.request.product;
    if (!session || !product) return notFoundPage(reply);
    if (product.storeUrl)
      return reply.code(303).header("location", product.storeUrl).header("cache-control", "no-store").send();
    const back = backLink(session.request.postFlowUrl);
    const found = await findHostedProduct(db, product.slug);
    if (!found)
      return sendPage(reply, {
        title: "Product not found",
        status: 404,
        body: `<p>This product is not in the store, or not on sale.</p>${back}`,
      });
    const imageOrigin = found.imageUrl ? httpOrigin(found.imageUrl) : undefined;
    return sendPage(
      reply,
      { title: found.name, body: `${productPageHtml(found)}${back}` },
      { imageSources: imageOrigin ? [imageOrigin] : [] },
    );
  });

  /** The form; its CSP lets the post redirect to the link's target (browsers check `form-action` on redirects). */
  const resetForm = async (reply: FastifyReply, token: string, error?: string) => {
    const redirectUrl = token ? await recoveryRedirect(db, token, now()) : undefined;
    return sendPage(
      reply,
      {
        title: "Choose a new password",
        status: error ? 400 : 200,
        body:
          (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "") +
          `<form method="post" action="/_hosted/reset-password"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
          `<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" required>` +
          `<button type="submit">Save password</button></form>`,
      },
      { formTargets: redirectUrl ? [new URL(redirectUrl).origin] : [] },
    );
  };

  app.get("/_hosted/reset-password", async (request, reply) =>
    resetForm(reply, field(request.query, "token")),
  );

  app.post("/_hosted/reset-password", async (request, reply) => {
    const form = request.body as Form;
    const token = field(form, "token");
    const password = field(form, "password");
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      return resetForm(reply, token, `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
    try {
      const { redirectUrl } = await recoverWithToken(db, token, password, now());
      if (redirectUrl) return reply.code(303).header("location", redirectUrl).send();
      return sendPage(reply, {
        title: "Password changed",
        body: "<p>Your new password is saved. You can sign in.</p>",
      });
    } catch (error) {
      if (error instanceof ApiFailure) return notFoundPage(reply);
      throw error;
    }
  });

  app.get("/_api/iam/authentication/v1/logout", async (request, reply) => {
    const clientId = field(request.query, "clientId") || undefined;
    const target = field(request.query, "postLogoutRedirectUri");
    const url = target ? await requireAllowedUrl(db, clientId, target, "postLogoutRedirectUri") : undefined;
    const token = hostedSessionToken(request);
    if (token) await endSession(db, token, now());
    clearHostedSession(reply);
    if (url) return reply.code(302).header("location", url).header("cache-control", "no-store").send();
    return sendPage(reply, { title: "Signed out", body: "<p>You are signed out.</p>" });
  });

  app.get("/_api/iam/authentication/v1/callback", async (request, reply) => {
    const session = await findRedirectSession(db, field(request.query, "state"), now());
    const token = field(request.query, "sessionToken");
    const auth = session?.request.auth;
    if (!session || !auth || !token) return notFoundPage(reply);
    // Only the session token the request was created with opens the hosted session: a link
    // carrying someone else's token must not sign this browser in as them (session fixation).
    const named = auth.sessionTokenHash === sha256Hex(token);
    if (auth.sessionTokenHash && !named) return answerAuth(request, reply, session, undefined);
    if (named && (await sessionMember(db, token, now()))) setHostedSession(reply, token, secure);
    return answerAuth(request, reply, session, sha256Hex(token));
  });

  app.get("/_dev/mailbox.html", async (request, reply) => {
    const to = field(request.query, "to") || undefined;
    const mails = await listMail(db, to);
    const items = mails
      .map(
        (m) =>
          `<li><p><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)}, ${escapeHtml(m.sentDate)}</p><pre>${escapeHtml(m.body)}</pre></li>`,
      )
      .join("");
    return sendPage(reply, {
      title: "Dev mailbox",
      body: items ? `<ol reversed>${items}</ol>` : "<p>No e-mail yet.</p>",
    });
  });
}

function loginRequired(): AuthorizationResult {
  return { error: "login_required", error_description: "The member is not signed in." };
}
