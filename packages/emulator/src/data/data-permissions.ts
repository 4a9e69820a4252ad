/**
 * Who may do what in a collection: the caller's credential against the role the
 * collection's permissions ask for an action. A merchant or app (API key) is the
 * site's admin; a member counts as any member, and as the author of the items
 * whose `_owner` it is; a visitor only as anyone.
 */
import type { Principal } from "../auth/principal.ts";
import type { DataCollection } from "./data-collection.ts";
import { type DataAction, dataPermissionDenied } from "./data-errors.ts";

/** The site owner, the `_owner` of items a merchant, an app or the seed writes. */
export const SITE_OWNER_ID = "site-owner";

/** What an allowed caller may touch: every item, or only the items it owns. */
export type DataGrant = { scope: "all" } | { scope: "own"; ownerId: string };

/**
 * The `_owner` of an item `principal` writes.
 *
 * @example
 * ```ts
 * ownerOf({ kind: "member", memberId: "m1", clientId: "c" }); // "m1"
 * ```
 */
export function ownerOf(principal: Principal): string {
  if (principal.kind === "member") return principal.memberId;
  if (principal.kind === "visitor") return principal.visitorId;
  return SITE_OWNER_ID;
}

/**
 * What `principal` may do for `action` in `collection`; throws the provider's 403 `WDE0027` when
 * nothing. A member under `SITE_MEMBER_AUTHOR` may insert, and read, update or remove its own items.
 *
 * @example
 * ```ts
 * const grant = grantFor(pages, "read", principal); // { scope: "all" }
 * ```
 */
export function grantFor(collection: DataCollection, action: DataAction, principal: Principal): DataGrant {
  if (principal.kind === "merchant") return { scope: "all" };
  const role = collection.permissions[action];
  if (role === "ANYONE") return { scope: "all" };
  if (principal.kind === "member" && role === "SITE_MEMBER") return { scope: "all" };
  if (principal.kind === "member" && role === "SITE_MEMBER_AUTHOR")
    return action === "insert" ? { scope: "all" } : { scope: "own", ownerId: principal.memberId };
  throw dataPermissionDenied(collection.id, action);
}

/** Whether the `_owner` of an item's `data` lets `grant` touch it. */
export function grantCovers(grant: DataGrant, data: Record<string, unknown>): boolean {
  return grant.scope === "all" || data._owner === grant.ownerId;
}
