/**
 * Which checkout a hosted checkout page is about: the redirect session of an
 * `ecomCheckout` request (`?sessionId=`), or, for the link `getCheckoutUrl`
 * answers (`?checkoutId=`) and a cart's link, a redirect session opened for
 * that checkout on the spot, so every form carries a session and its
 * anti-forgery token. Only a session asked for by the checkout's owner or a
 * merchant grants the buyer's details (e-mail, address): a session opened
 * for a bare id grants none, since anyone holding the id could open it.
 */

import type { EmulatorConfig } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import type { RedirectRequest } from "../../oauth/redirect-session-request.ts";
import {
  createRedirectSession,
  findRedirectSession,
  pageOf,
  type RedirectSession,
} from "../../oauth/redirect-sessions.ts";
import type { OwnerColumns } from "../owner.ts";

/** A redirect session of the checkout page, with its checkout. */
export interface CheckoutSession {
  id: string;
  request: RedirectRequest;
  checkoutId: string;
}

function asCheckoutSession(session: RedirectSession | undefined): CheckoutSession | undefined {
  const checkout = session?.request.ecomCheckout;
  if (!session || !checkout || pageOf(session.request.kind) !== "checkout") return undefined;
  return { id: session.id, request: session.request, checkoutId: checkout.checkoutId };
}

/**
 * Whether `session` may show the buyer's details of the checkout `row`: asked for by a merchant
 * or by the checkout's owner.
 *
 * @example
 * const values = grantsBuyerDetails(session, row) ? knownValues(row.doc) : {};
 */
export function grantsBuyerDetails(session: CheckoutSession, row: OwnerColumns): boolean {
  const asker = session.request.ecomCheckout?.askedBy;
  if (!asker) return false;
  if (asker.kind === "merchant") return true;
  return asker.kind === row.owner_kind && asker.id === row.owner_id;
}

/**
 * The unexpired checkout session `id`, or undefined.
 *
 * @example
 * const session = await findCheckoutSession(db, form.sessionId, now);
 */
export async function findCheckoutSession(
  db: Queryable,
  id: string,
  now: Date,
): Promise<CheckoutSession | undefined> {
  return id ? asCheckoutSession(await findRedirectSession(db, id, now)) : undefined;
}

/**
 * A new session for `checkoutId` without callbacks (the page then ends on its own thank-you page)
 * and without the buyer's details.
 *
 * @example
 * const session = await openCheckoutSession(db, config, "k1", now);
 */
export async function openCheckoutSession(
  db: Queryable,
  config: EmulatorConfig,
  checkoutId: string,
  now: Date,
): Promise<CheckoutSession> {
  const request: RedirectRequest = {
    kind: "ecomCheckout",
    details: { checkoutId },
    ecomCheckout: { checkoutId },
  };
  const { id } = await createRedirectSession(db, config, request, now);
  return { id, request, checkoutId };
}
