/**
 * `/_hosted/account`: the members area of a `membersAccount` redirect session,
 * for the member of the browser's hosted session (cookie). The ACCOUNT_INFO
 * section shows the profile and the two-step sign-in set-up
 * (`totp-enrolment.ts`), whose form posts to `/_hosted/account/totp` with a
 * token bound to the redirect session; ORDERS, BOOKINGS, SUBSCRIPTIONS and
 * EVENTS come from `member-*-page.ts`. Without a hosted session the page says
 * the browser is not signed in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sessionMember } from "../auth/member-sessions.ts";
import { sendPage } from "../html/html-page.ts";
import { html, type SafeHtml } from "../html/html-template.ts";
import { findById, type IdentityRow } from "../identity/identity-records.ts";
import {
  hasActiveTotp,
  pendingTotpSecret,
  startTotpEnrolment,
  useTotpCode,
} from "../identity/totp-factors.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { backLink } from "./back-link.ts";
import { formTokenMatches, issueFormToken } from "./form-token.ts";
import {
  type Form,
  formField,
  type HostedPagesContext,
  loadPageSession,
  pageTime,
} from "./hosted-context.ts";
import { hostedSessionToken } from "./hosted-session-cookie.ts";
import { sendLinkExpired } from "./link-expired-page.ts";
import { MEMBER_BOOKINGS_TITLE, memberBookingsHtml } from "./member-bookings-page.ts";
import { MEMBER_EVENTS_TITLE, memberEventsHtml } from "./member-events-page.ts";
import { memberOrdersHtml } from "./member-orders-page.ts";
import { MEMBER_SUBSCRIPTIONS_TITLE, memberSubscriptionsHtml } from "./member-subscriptions-page.ts";
import { totpSection } from "./totp-enrolment.ts";

/** The sections without member data of their own: a title and a fixed body. */
const SECTION_PAGES: Record<string, { title: string; body: () => SafeHtml }> = {
  BOOKINGS: { title: MEMBER_BOOKINGS_TITLE, body: memberBookingsHtml },
  SUBSCRIPTIONS: { title: MEMBER_SUBSCRIPTIONS_TITLE, body: memberSubscriptionsHtml },
  EVENTS: { title: MEMBER_EVENTS_TITLE, body: memberEventsHtml },
};

/** The set-up shown in the two-step section: the unconfirmed secret and why the last code was refused. */
interface ShownSetUp {
  pendingSecret: string;
  error?: string;
}

/** The account session `id` and the member the browser's hosted session belongs to. */
async function accountVisit(context: HostedPagesContext, request: FastifyRequest, id: string) {
  const session = await loadPageSession(context, "account", id);
  const token = hostedSessionToken(request);
  const memberId = session && token ? await sessionMember(context.db, token, pageTime(context)) : undefined;
  const member = memberId ? await findById(context.db, memberId) : undefined;
  return { session, member };
}

function profileRow(label: string, value: unknown): SafeHtml {
  return html`<tr><th scope="row">${label}</th><td>${typeof value === "string" ? value : ""}</td></tr>`;
}

/** The ACCOUNT_INFO page: the profile and the two-step sign-in section (with a fresh form token). */
async function sendAccountInfo(
  { db, config }: HostedPagesContext,
  reply: FastifyReply,
  session: RedirectSession,
  member: IdentityRow,
  shown?: ShownSetUp,
): Promise<FastifyReply> {
  const csrf = await issueFormToken(db, session.id);
  const factor = shown ?? ((await hasActiveTotp(db, member.id)) ? "on" : "off");
  const profile = member.profile as Record<string, unknown>;
  const twoStep = totpSection({
    sessionId: session.id,
    csrf,
    account: member.email,
    issuer: config.brand.storeName,
    factor,
    error: shown?.error,
  });
  return sendPage(reply, {
    title: "My account",
    status: shown?.error ? 400 : 200,
    body: html`<table>${profileRow("E-mail", member.email)}${profileRow("Nickname", profile.nickname)}${profileRow("First name", profile.firstName)}${profileRow("Last name", profile.lastName)}${profileRow("Status", member.status)}</table>${twoStep}${backLink(session.request.postFlowUrl)}`,
  });
}

/**
 * Registers `GET /_hosted/account` and `POST /_hosted/account/totp` on `app`.
 *
 * @example
 * ```ts
 * registerAccountPage(scope, context);
 * ```
 */
export function registerAccountPage(app: FastifyInstance, context: HostedPagesContext): void {
  const { db } = context;

  app.get("/_hosted/account", async (request, reply) => {
    const { session, member } = await accountVisit(context, request, formField(request.query, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    const back = backLink(session.request.postFlowUrl);
    if (!member)
      return sendPage(reply, {
        title: "My account",
        body: html`<p>You are not signed in on this site.</p>${back}`,
      });
    if (session.request.section === "ORDERS")
      return sendPage(reply, {
        title: "My orders",
        body: html`${await memberOrdersHtml(db, member.id)}${back}`,
      });
    const section = SECTION_PAGES[session.request.section ?? ""];
    if (section) return sendPage(reply, { title: section.title, body: html`${section.body()}${back}` });
    return sendAccountInfo(context, reply, session, member);
  });

  /** The two-step section's form: `step` `start` shows a new secret, `confirm` checks its first code. */
  app.post("/_hosted/account/totp", async (request, reply) => {
    const form = request.body as Form;
    const { session, member } = await accountVisit(context, request, formField(form, "sessionId"));
    if (session?.request.section !== "ACCOUNT_INFO") return sendLinkExpired(reply);
    if (!member || !(await formTokenMatches(db, session.id, form.csrf)))
      return sendPage(reply, {
        title: "My account",
        status: 403,
        body: html`<p>The form expired or you are signed out. Open your account from the store again.</p>${backLink(session.request.postFlowUrl)}`,
      });
    if (form.step === "start") {
      const secret = await startTotpEnrolment(db, member.id, pageTime(context));
      return sendAccountInfo(context, reply, session, member, secret ? { pendingSecret: secret } : undefined);
    }
    const confirmed = await db.transaction((tx) =>
      useTotpCode(tx, member.id, formField(form, "code"), pageTime(context), true),
    );
    if (confirmed) return sendAccountInfo(context, reply, session, member);
    const pendingSecret = await pendingTotpSecret(db, member.id);
    if (!pendingSecret) return sendAccountInfo(context, reply, session, member);
    return sendAccountInfo(context, reply, session, member, {
      pendingSecret,
      error: "That code does not match. Enter the 6-digit code the app shows now.",
    });
  });
}
