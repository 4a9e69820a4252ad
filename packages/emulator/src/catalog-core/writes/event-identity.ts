/** Who an event says caused it, from the caller of the write. */
import type { EventIdentity } from "../../events/outbox.ts";
import type { Principal } from "../../http/endpoint.ts";

/**
 * The webhook identity of a write's caller: an API-key caller acts as an app named after its key;
 * anyone else (never allowed to write through HTTP, but e.g. the seed) as the site owner.
 *
 * @example
 * ```ts
 * eventIdentity({ kind: "merchant", siteId: "s1", keyName: "importer" }); // { identityType: "APP", appId: "importer" }
 * ```
 */
export function eventIdentity(principal: Principal): EventIdentity {
  if (principal.kind === "merchant") return { identityType: "APP", appId: principal.keyName };
  return { identityType: "WIX_USER", wixUserId: "site-owner" };
}
