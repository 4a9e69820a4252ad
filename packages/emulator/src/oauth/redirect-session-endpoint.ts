/**
 * `POST /_api/redirects-api/v1/redirect-session`: a URL on a hosted page (sign
 * in, sign out, members account, and pages the emulator does not implement).
 * Records `wix.headless.v1.redirect_session_created` in the same transaction and,
 * once committed, wakes this process's webhook workers. A `logout` session asked
 * for with a member's access token remembers that token's member session, which
 * the logout page ends (with the refresh tokens issued from it). A `storesProduct`
 * session leads to the store's product page when the asking client names one.
 * An `ecomCheckout` session remembers who asked for it (the hosted checkout
 * page shows the buyer's details only to its owner's or a merchant's session).
 */
import { randomUUID } from "node:crypto";
import { type EventIdentity, recordEvents } from "../events/outbox.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import type { Endpoint, Principal } from "../http/endpoint.ts";
import { storeProductUrl } from "./product-redirect.ts";
import { type RedirectRequest, redirectRequest } from "./redirect-session-request.ts";
import { createRedirectSession } from "./redirect-sessions.ts";

const FQDN = "wix.headless.v1.redirect_session";

function identityOf(principal: Principal): EventIdentity {
  if (principal.kind === "visitor")
    return { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: principal.visitorId };
  if (principal.kind === "member") return { identityType: "MEMBER", memberId: principal.memberId };
  if (principal.kind === "merchant") return { identityType: "APP", appId: principal.keyName };
  return { identityType: "WIX_USER", wixUserId: "site-owner" };
}

/** Who asks for a checkout session: a visitor or member by id, or a merchant. */
function askerOf(principal: Principal): NonNullable<RedirectRequest["ecomCheckout"]>["askedBy"] {
  if (principal.kind === "visitor") return { kind: "visitor", id: principal.visitorId };
  if (principal.kind === "member") return { kind: "member", id: principal.memberId };
  if (principal.kind === "merchant") return { kind: "merchant" };
  return undefined;
}

/** The redirect-session endpoint. */
export const redirectSessionEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/redirects-api/v1/redirect-session",
  access: "read",
  async handle({ payload, principal, db, config, credentials }) {
    const request = await redirectRequest(db, payload);
    if (request.kind === "logout" && principal.kind === "member" && principal.sessionHash)
      request.memberSessionHash = principal.sessionHash;
    if (request.auth && principal.kind === "visitor") request.auth.visitorId = principal.visitorId;
    if (request.ecomCheckout) {
      const askedBy = askerOf(principal);
      if (askedBy) request.ecomCheckout.askedBy = askedBy;
    }
    if (request.product) {
      const storeUrl = await storeProductUrl(db, config, principal, request.product.slug);
      if (storeUrl) request.product.storeUrl = storeUrl;
    }
    const now = new Date(credentials.now());
    const reply = await db.transaction(async (tx) => {
      const created = await createRedirectSession(tx, config, request, now);
      const redirectSession = {
        id: created.id,
        fullUrl: created.fullUrl,
        urlDetails: { endpoint: created.endpoint, searchParams: created.searchParams },
        sessionToken: "",
      };
      const entity = { ...redirectSession, [request.kind]: request.details };
      await recordEvents(tx, [
        {
          eventType: `${FQDN}_created`,
          entityFqdn: FQDN,
          entityId: created.id,
          slug: "created",
          identity: identityOf(principal),
          payload: {
            id: randomUUID(),
            entityFqdn: FQDN,
            slug: "created",
            entityId: created.id,
            eventTime: now.toISOString(),
            triggeredByAnonymizeRequest: false,
            createdEvent: { entity },
          },
        },
      ]);
      return { redirectSession };
    });
    nudgeDeliveryWorkers(db);
    return reply;
  },
};
