/**
 * The body of `POST /_api/redirects-api/v1/redirect-session`, checked and
 * normalised: exactly one kind, and for `auth` a complete PKCE (S256)
 * authorization request. Every URL the hosted pages will send the browser to is
 * checked against the OAuth client's allowed origins here (no open redirect).
 */

import type { ResponseMode } from "@vitrine/sdk/identity";
import { clientOrigins, requireAllowedUrl } from "../auth/allowed-redirects.ts";
import { sha256Hex } from "../auth/secrets.ts";
import type { Queryable } from "../db/database.ts";
import { invalidField } from "../errors.ts";
import { objectField } from "../identity/identity-payload.ts";

/** The kinds of redirect session, each a field of the request. */
export const REDIRECT_KINDS = [
  "auth",
  "login",
  "logout",
  "membersAccount",
  "storesProduct",
  "bookingsCheckout",
  "ecomCheckout",
  "eventsCheckout",
  "paidPlansCheckout",
  "bookingsBook",
] as const;

/** One kind of redirect session. */
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

/** The members-account sections. */
const SECTIONS = ["ACCOUNT_INFO", "BOOKINGS", "ORDERS", "SUBSCRIPTIONS", "EVENTS"];

/** A normalised redirect session request, as stored. */
export interface RedirectRequest {
  kind: RedirectKind;
  /** The kind's fields as sent (for the created event and pages). */
  details: Record<string, unknown>;
  postFlowUrl?: string;
  /** `auth` only. */
  auth?: {
    clientId: string;
    redirectUri?: string;
    responseMode: ResponseMode;
    prompt: "login" | "none";
    state: string;
    codeChallenge: string;
    sessionTokenHash?: string;
    /** The visitor whose token asked for the sign-in: their cart becomes the member's. */
    visitorId?: string;
  };
  /** `membersAccount` only. */
  section?: string;
  /** `storesProduct` only: the product's slug, and the store's page for it when its client names one. */
  product?: { slug: string; storeUrl?: string };
  /**
   * `ecomCheckout` only: the checkout to pay, where the hosted checkout page sends the shopper,
   * and who asked for the session (a visitor or member by id, or a merchant): the page shows
   * the buyer's details only to a session asked for by the checkout's owner or a merchant.
   */
  ecomCheckout?: {
    checkoutId: string;
    thankYouPageUrl?: string;
    cartPageUrl?: string;
    askedBy?: { kind: "visitor" | "member"; id: string } | { kind: "merchant" };
  };
  /**
   * `logout` only: the member session of the access token that asked to sign out
   * (as the provider's client does, with the member's token); the logout page ends it.
   */
  memberSessionHash?: string;
}

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43,128}$/;

function stringField(source: Record<string, unknown>, name: string, field: string, required: boolean) {
  const value = source[name];
  if (value === undefined || value === null || value === "") {
    if (required) throw invalidField(field, "is required", "REQUIRED_FIELD");
    return undefined;
  }
  if (typeof value !== "string" || value.length > 2000) throw invalidField(field, "must be a string");
  return value;
}

async function authRequest(
  db: Queryable,
  body: Record<string, unknown>,
): Promise<NonNullable<RedirectRequest["auth"]>> {
  const auth = objectField(body, "auth");
  const req = objectField(auth, "authRequest");
  const field = (name: string) => `auth.authRequest.${name}`;
  const clientId = stringField(req, "clientId", field("clientId"), true) as string;
  if (!(await clientOrigins(db, clientId)))
    throw invalidField(field("clientId"), "is not a known OAuth client");
  if ((req.responseType ?? "code") !== "code") throw invalidField(field("responseType"), "must be code");
  if (req.codeChallengeMethod !== "S256") throw invalidField(field("codeChallengeMethod"), "must be S256");
  const codeChallenge = stringField(req, "codeChallenge", field("codeChallenge"), true) as string;
  if (!PKCE_CHALLENGE.test(codeChallenge))
    throw invalidField(field("codeChallenge"), "must be a base64url S256 challenge", "FORMAT");
  const state = stringField(req, "state", field("state"), true) as string;
  const responseMode = req.responseMode ?? "fragment";
  if (responseMode !== "fragment" && responseMode !== "query" && responseMode !== "web_message")
    throw invalidField(field("responseMode"), "must be fragment, query or web_message");
  const prompt = auth.prompt ?? "login";
  if (prompt !== "login" && prompt !== "none") throw invalidField("auth.prompt", "must be login or none");
  const rawUri = stringField(req, "redirectUri", field("redirectUri"), responseMode !== "web_message");
  const redirectUri =
    rawUri === undefined ? undefined : await requireAllowedUrl(db, clientId, rawUri, field("redirectUri"));
  const sessionToken = stringField(req, "sessionToken", field("sessionToken"), false);
  return {
    clientId,
    ...(redirectUri ? { redirectUri } : {}),
    responseMode,
    prompt,
    state,
    codeChallenge,
    ...(sessionToken ? { sessionTokenHash: sha256Hex(sessionToken) } : {}),
  };
}

/** The checkout of an `ecomCheckout` session and its callback URLs, each on an allowed origin. */
async function ecomCheckoutRequest(
  db: Queryable,
  details: Record<string, unknown>,
  callbacks: Record<string, unknown>,
): Promise<NonNullable<RedirectRequest["ecomCheckout"]>> {
  const checkoutId = stringField(details, "checkoutId", "ecomCheckout.checkoutId", true) as string;
  const callback = (name: string) =>
    callbacks[name] === undefined || callbacks[name] === null
      ? undefined
      : requireAllowedUrl(db, undefined, callbacks[name], `callbacks.${name}`);
  const thankYouPageUrl = await callback("thankYouPageUrl");
  const cartPageUrl = await callback("cartPageUrl");
  return {
    checkoutId,
    ...(thankYouPageUrl ? { thankYouPageUrl } : {}),
    ...(cartPageUrl ? { cartPageUrl } : {}),
  };
}

/** `auth` details without the member's session token (never stored or sent in events). */
function withoutSessionToken(details: Record<string, unknown>): Record<string, unknown> {
  const authRequest = details.authRequest;
  if (typeof authRequest !== "object" || authRequest === null || Array.isArray(authRequest)) return details;
  const { sessionToken: _secret, ...rest } = authRequest as Record<string, unknown>;
  return { ...details, authRequest: rest };
}

/**
 * The normalised request, or a 400 naming the first bad field.
 *
 * @example
 * const request = await redirectRequest(db, { logout: { clientId }, callbacks: { postFlowUrl } });
 */
export async function redirectRequest(
  db: Queryable,
  body: Record<string, unknown>,
): Promise<RedirectRequest> {
  const present = REDIRECT_KINDS.filter((kind) => body[kind] !== undefined && body[kind] !== null);
  const [kind] = present;
  if (!kind || present.length > 1)
    throw invalidField("body", `must hold exactly one of ${REDIRECT_KINDS.join(", ")}`, "ONE_OF");
  const details = withoutSessionToken(objectField(body, kind));
  const callbacks = objectField(body, "callbacks");
  const auth = kind === "auth" ? await authRequest(db, body) : undefined;
  // An auth request's postFlowUrl must be on its own client's origins, like its redirect URI.
  const clientId =
    kind === "logout" ? stringField(details, "clientId", "logout.clientId", true) : auth?.clientId;
  const postFlowUrl =
    callbacks.postFlowUrl !== undefined || kind === "logout"
      ? await requireAllowedUrl(db, clientId, callbacks.postFlowUrl, "callbacks.postFlowUrl")
      : undefined;
  const request: RedirectRequest = { kind, details, ...(postFlowUrl ? { postFlowUrl } : {}) };
  if (auth) request.auth = auth;
  if (kind === "ecomCheckout") request.ecomCheckout = await ecomCheckoutRequest(db, details, callbacks);
  if (kind === "storesProduct")
    request.product = {
      slug: stringField(details, "productSlug", "storesProduct.productSlug", true) as string,
    };
  if (kind === "membersAccount") {
    const section = details.section ?? "ACCOUNT_INFO";
    if (typeof section !== "string" || !SECTIONS.includes(section))
      throw invalidField("membersAccount.section", `must be one of ${SECTIONS.join(", ")}`);
    request.section = section;
  }
  return request;
}
