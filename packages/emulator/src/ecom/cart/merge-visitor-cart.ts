/**
 * When a visitor signs in, their current cart becomes the member's: handed
 * over as it is when the member has no current cart, or merged into the
 * member's current cart (a line for the same product, variant and choices
 * adds its quantity, up to 100 000; other lines are appended while the cart
 * holds fewer than 300, the rest left out; the member's coupon, note and
 * e-mail win over the visitor's). A merged visitor cart ends with
 * `end_reason` MERGED. Called once per sign-in, when the hosted sign-in
 * answers an authorization request made with the visitor's token.
 */
import type { Database } from "../../db/database.ts";
import { MAX_QUANTITY } from "../ecom-input.ts";
import { storedLineKey } from "./cart-lines.ts";
import type { CartDocument, CartRow, StoredLine } from "./cart-record.ts";
import { endCart, saveCart, transferCart } from "./cart-repository.ts";
import { MAX_CART_LINES } from "./cart-size.ts";

function mergedLines(member: readonly StoredLine[], visitor: readonly StoredLine[]): StoredLine[] {
  const result = member.map((line) => ({ ...line }));
  const byKey = new Map(result.map((line) => [storedLineKey(line), line]));
  for (const line of visitor) {
    const same = byKey.get(storedLineKey(line));
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else if (result.length < MAX_CART_LINES) {
      const kept = { ...line };
      result.push(kept);
      byKey.set(storedLineKey(line), kept);
    }
  }
  return result;
}

function mergedDocument(member: CartDocument, visitor: CartDocument): CartDocument {
  return {
    ...visitor,
    ...member,
    lineItems: mergedLines(member.lineItems, visitor.lineItems),
    ...(member.buyerInfo?.email || visitor.buyerInfo?.email
      ? { buyerInfo: { email: (member.buyerInfo?.email ?? visitor.buyerInfo?.email) as string } }
      : {}),
  };
}

/**
 * Makes visitor `visitorId`'s current cart member `memberId`'s (see the module comment); does
 * nothing when the visitor has no current cart.
 *
 * @example
 * ```ts
 * await mergeVisitorCart(db, "visitor-1", "member-1", new Date());
 * ```
 */
export async function mergeVisitorCart(
  db: Database,
  visitorId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<CartRow>(
      `select * from carts where is_current and ended_at is null
         and ((owner_kind = 'visitor' and owner_id = $1) or (owner_kind = 'member' and owner_id = $2))
       order by id for update`,
      [visitorId, memberId],
    );
    const visitor = rows.find((row) => row.owner_kind === "visitor");
    const member = rows.find((row) => row.owner_kind === "member");
    if (!visitor) return;
    const at = now.toISOString();
    if (!member) {
      await transferCart(tx, visitor.id, { kind: "member", id: memberId }, at);
      return;
    }
    await saveCart(tx, member, mergedDocument(member.doc, visitor.doc), at);
    await endCart(tx, visitor.id, { reason: "MERGED", now: at });
  });
}
