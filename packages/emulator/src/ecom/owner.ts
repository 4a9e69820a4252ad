/**
 * Who a cart or checkout belongs to: the visitor or member an access token
 * names, or nobody (made by a merchant call). Owners see only their own carts
 * and checkouts; merchants see every one.
 */
import type { Principal } from "../http/endpoint.ts";

/** The owner columns of a cart or checkout row. */
export type Owner =
  | { kind: "visitor"; id: string }
  | { kind: "member"; id: string }
  | { kind: "none"; id: null };

/** A cart or checkout row's owner columns. */
export interface OwnerColumns {
  owner_kind: string;
  owner_id: string | null;
}

/**
 * The owner a caller's new cart gets: the visitor or member itself; nobody for a merchant.
 *
 * @example
 * ```ts
 * ownerOf({ kind: "visitor", visitorId: "v1", clientId: "c" }); // { kind: "visitor", id: "v1" }
 * ```
 */
export function ownerOf(principal: Principal): Owner {
  if (principal.kind === "visitor") return { kind: "visitor", id: principal.visitorId };
  if (principal.kind === "member") return { kind: "member", id: principal.memberId };
  return { kind: "none", id: null };
}

/**
 * Whether `principal` may see a row owned by `row`: merchants see every row, visitors and
 * members only their own.
 *
 * @example
 * ```ts
 * canSee({ kind: "merchant", siteId: "s", keyName: "k" }, { owner_kind: "visitor", owner_id: "v1" }); // true
 * ```
 */
export function canSee(principal: Principal, row: OwnerColumns): boolean {
  if (principal.kind === "merchant") return true;
  const owner = ownerOf(principal);
  return owner.kind === row.owner_kind && owner.id === row.owner_id;
}

/**
 * The buyer fields of a cart, checkout or order for `owner` (`visitorId` or `memberId`).
 *
 * @example
 * ```ts
 * buyerIdentity({ kind: "member", id: "m1" }); // { memberId: "m1" }
 * ```
 */
export function buyerIdentity(owner: OwnerColumns | Owner): { visitorId?: string; memberId?: string } {
  const kind = "kind" in owner ? owner.kind : owner.owner_kind;
  const id = "kind" in owner ? owner.id : owner.owner_id;
  if (kind === "visitor" && id) return { visitorId: id };
  if (kind === "member" && id) return { memberId: id };
  return {};
}

/**
 * The owner a row's columns name.
 *
 * @example
 * ```ts
 * ownerOfRow({ owner_kind: "member", owner_id: "m1" }); // { kind: "member", id: "m1" }
 * ```
 */
export function ownerOfRow(row: OwnerColumns): Owner {
  if ((row.owner_kind === "visitor" || row.owner_kind === "member") && row.owner_id)
    return { kind: row.owner_kind, id: row.owner_id };
  return { kind: "none", id: null };
}
