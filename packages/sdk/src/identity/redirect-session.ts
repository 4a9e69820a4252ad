/**
 * Raw redirect sessions (`POST /_api/redirects-api/v1/redirect-session`): a URL on the hosted
 * pages for signing in or out, the members area, a product page, a checkout or a booking.
 */
import { type CallContext, defineMethod } from "../core/client-method.js";

/** The OAuth authorization request of an `auth` session (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  codeChallengeMethod: "S256";
  responseMode: "fragment" | "query" | "web_message";
  responseType: "code";
  scope: string;
  state: string;
  sessionToken?: string;
}

/** Every {@link MembersAccountSection}. */
export const MEMBERS_ACCOUNT_SECTIONS = [
  "ACCOUNT_INFO",
  "BOOKINGS",
  "ORDERS",
  "SUBSCRIPTIONS",
  "EVENTS",
] as const;
/** Sections of the members area. */
export type MembersAccountSection = (typeof MEMBERS_ACCOUNT_SECTIONS)[number];

/** Where the hosted pages send the visitor back. */
export interface RedirectCallbacks {
  postFlowUrl?: string;
  thankYouPageUrl?: string;
  cartPageUrl?: string;
  loginUrl?: string;
  bookingsServiceListUrl?: string;
  planListUrl?: string;
}

/** One kind of redirect session, plus callbacks and preferences. */
export interface RedirectSessionRequest {
  auth?: { authRequest: AuthorizeRequest; prompt: "login" | "none" };
  login?: Record<string, never>;
  logout?: { clientId: string };
  membersAccount?: { section?: MembersAccountSection };
  storesProduct?: { productSlug: string };
  ecomCheckout?: { checkoutId: string };
  bookingsCheckout?: { slotAvailability: Record<string, unknown>; timezone?: string };
  bookingsBook?: { resourceId?: string };
  eventsCheckout?: { reservationId: string; eventSlug: string };
  paidPlansCheckout?: { planId: string };
  callbacks?: RedirectCallbacks;
  preferences?: {
    useGenericWixPages?: boolean;
    maintainAccountSession?: boolean;
    additionalQueryParameters?: Record<string, string>;
  };
}

/** A created redirect session. */
export interface RedirectSession {
  id?: string;
  fullUrl?: string;
  urlDetails?: { endpoint?: string; searchParams?: Record<string, string> };
  sessionToken?: string | null;
  shortUrl?: string;
}

/**
 * Sends `request` as a redirect session through `context` (its timeout, auth and errors) and
 * answers the session: what `createRedirectSession`, the sign-in flows and the hosted checkout
 * all send, so a page carries the request once, without a call definition.
 *
 * @example
 * ```ts
 * const session = await requestRedirectSession(client, { login: {} });
 * ```
 */
export async function requestRedirectSession(
  context: CallContext,
  request: RedirectSessionRequest,
): Promise<RedirectSession> {
  const answer = await context.request<{ redirectSession: RedirectSession }>({
    method: "POST",
    path: "/_api/redirects-api/v1/redirect-session",
    body: request,
  });
  return answer.redirectSession;
}

/**
 * Creates a redirect session; its `fullUrl` is the hosted page to open.
 *
 * @example
 * ```ts
 * const { fullUrl } = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks: { postFlowUrl: location.href } });
 * ```
 */
export const createRedirectSession = /* @__PURE__ */ defineMethod(
  (context) => (request: RedirectSessionRequest) => requestRedirectSession(context, request),
);
