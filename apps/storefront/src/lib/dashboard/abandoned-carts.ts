/**
 * The dashboard home's cart reads: every cart found abandoned since a moment (the provider's
 * abandoned checkouts, `ABANDONED` or, once bought after all, `RECOVERED`), read through their
 * search page by page (100 a page, newest first), the one place the home reaches them.
 */
import type { AbandonedCheckout } from "@vitrine/sdk/ecom";
import type { AdminClient } from "../api.ts";

/**
 * Every cart found abandoned at or after `since`, newest first, recovered or not.
 *
 * @example
 * ```ts
 * const left = await cartsAbandonedSince(admin, new Date(Date.now() - 60 * 86_400_000));
 * ```
 */
export async function cartsAbandonedSince(
  client: AdminClient,
  since: Date,
  signal?: AbortSignal,
): Promise<AbandonedCheckout[]> {
  const carts: AbandonedCheckout[] = [];
  const search = {
    filter: { createdDate: { $gte: since.toISOString() } },
    sort: [{ fieldName: "createdDate", order: "DESC" as const }],
    cursorPaging: { limit: 100 },
  };
  const options = signal ? { signal } : {};
  for await (const cart of client.abandonedCheckouts.iterateAbandonedCheckouts(search, options))
    carts.push(cart);
  return carts;
}
