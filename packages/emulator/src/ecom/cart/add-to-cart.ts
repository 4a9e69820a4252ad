/**
 * The add to cart, one for both calls that add: `POST /ecom/v1/carts/{id}/add-to-cart` and
 * `POST /ecom/v1/carts/current/add-to-cart`. The adds an app receives while its previous adds
 * commit go out together, through the app's `CoalescedCalls`, as one transaction: the carts they
 * name read and locked (in id order, as every change of several carts locks them) with the
 * site's currency and the catalogue products of their lines and of the new ones
 * (`lockCartsWithCatalog`), then every changed cart saved in one statement and the owners' new
 * current carts inserted in one more. Adds to one cart apply one after the other, each onto
 * what the previous one made, so none is lost and the 300-line limit (`cart-lines.ts`) counts
 * every line; the row lock orders them with every other change and with a sign-in merge.
 * An add that fails (an unknown cart, a line the catalogue refuses, too many lines) changes
 * nothing and fails alone; the others commit. Each add is answered once its transaction has
 * committed, with the cart as its own add left it. Prices and stock are read at every add.
 * When a racing call inserted an owner's current cart first, the adds for it lock that cart
 * and add to it in a transaction of their own, after the first one committed: a transaction
 * takes its cart locks in one statement, in id order, never a second round of locks that could
 * deadlock with a sign-in merge holding that cart; a pass that fails fails only its own adds.
 */
import { randomUUID } from "node:crypto";
import type { EmulatorConfig } from "../../config.ts";
import type { Database, Queryable } from "../../db/database.ts";
import type { EndpointInput, Principal } from "../../http/endpoint.ts";
import { contextOf } from "../ecom-transaction.ts";
import { canSee, type Owner } from "../owner.ts";
import { cartNotFound } from "./cart-failures.ts";
import { addLines } from "./cart-lines.ts";
import type { CartDocument, CartRow } from "./cart-record.ts";
import { insertCurrentCarts, saveCarts } from "./cart-repository.ts";
import { type Cart, serveCart } from "./cart-view.ts";
import { type CartTarget, lockCartsWithCatalog } from "./cart-with-catalog.ts";
import {
  type LineRequest,
  namedProductIds,
  readLineRequests,
  resolveLineAdditions,
} from "./line-item-input.ts";

/** One add waiting for its transaction: the cart it names, who asks, its lines, its clock. */
interface PendingAdd {
  readonly target: CartTarget;
  readonly principal: Principal;
  readonly requests: readonly LineRequest[];
  readonly productIds: readonly string[];
  readonly now: Date;
}

/** What an add answers: its cart, or the failure it throws. */
type AddOutcome = { cart: Cart } | { failure: unknown };

/** A cart as the adds of one transaction leave it, and the document each of its adds left. */
interface CartInWork {
  row: CartRow;
  doc: CartDocument;
  now: Date;
  /** The adds (their indexes) onto this cart and the document each made. */
  made: Map<number, CartDocument>;
  /** The owner of a current cart this transaction inserts; undefined for a cart in the database. */
  newFor: Owner | undefined;
}

/** Which cart an owner's current cart is, as a key. */
function ownerKey(owner: { kind: string; id: string | null }): string {
  return `${owner.kind}:${owner.id}`;
}

/** A current cart not in the database yet, for `owner`. */
function newCart(owner: Owner, at: Date): CartRow {
  return {
    id: randomUUID(),
    owner_kind: owner.kind,
    owner_id: owner.id,
    is_current: true,
    doc: { lineItems: [] },
    buyer_email: null,
    checkout_id: null,
    created_at: at,
    updated_at: at,
    abandoned_at: null,
    ended_at: null,
    end_reason: null,
    order_id: null,
  };
}

/**
 * One pass of a transaction's adds `pending` (indexes into `adds`): locks their carts, applies
 * each add, saves and inserts. Answers the adds whose new cart a racing call inserted first.
 */
async function addPass(
  tx: Queryable,
  config: EmulatorConfig,
  adds: readonly PendingAdd[],
  pending: readonly number[],
  outcomes: (AddOutcome | undefined)[],
): Promise<number[]> {
  const { rows, currency, items } = await lockCartsWithCatalog(
    tx,
    config,
    pending.map((index) => (adds[index] as PendingAdd).target),
    pending.flatMap((index) => (adds[index] as PendingAdd).productIds),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const current = new Map(
    rows
      .filter((row) => row.is_current)
      .map((row) => [ownerKey({ kind: row.owner_kind, id: row.owner_id }), row]),
  );
  const work = new Map<string, CartInWork>();
  for (const index of pending) {
    const add = adds[index] as PendingAdd;
    try {
      const row = "id" in add.target ? byId.get(add.target.id) : current.get(ownerKey(add.target.owner));
      if ("id" in add.target && !(row && canSee(add.principal, row))) throw cartNotFound(add.target.id);
      const owner = "owner" in add.target && !row ? add.target.owner : undefined;
      const key = owner ? ownerKey(owner) : (row as CartRow).id;
      const cart = work.get(key) ?? {
        row: row ?? newCart(owner as Owner, add.now),
        doc: row?.doc ?? { lineItems: [] },
        now: add.now,
        made: new Map(),
        newFor: owner,
      };
      const lineItems = addLines(cart.doc.lineItems, resolveLineAdditions(add.requests, items));
      cart.doc = { ...cart.doc, lineItems };
      cart.now = add.now;
      cart.made.set(index, cart.doc);
      work.set(key, cart);
    } catch (failure) {
      outcomes[index] = { failure };
    }
  }
  const carts = [...work.values()];
  const changed = carts.filter((cart) => !cart.newFor);
  if (changed.length > 0)
    await saveCarts(
      tx,
      changed.map((cart) => ({ id: cart.row.id, doc: cart.doc, now: cart.now.toISOString() })),
    );
  const fresh = carts.filter((cart) => cart.newFor);
  const inserted =
    fresh.length === 0
      ? new Map<string, CartRow>()
      : new Map(
          (
            await insertCurrentCarts(
              tx,
              fresh.map((cart) => ({
                id: cart.row.id,
                owner: cart.newFor as Owner,
                doc: cart.doc,
                now: cart.now.toISOString(),
              })),
            )
          ).map((row) => [row.id, row]),
        );
  const again: number[] = [];
  for (const cart of carts) {
    if (cart.newFor && !inserted.has(cart.row.id)) {
      again.push(...cart.made.keys());
      continue;
    }
    for (const [index, doc] of cart.made) {
      const add = adds[index] as PendingAdd;
      const saved = { ...cart.row, doc, updated_at: add.now };
      outcomes[index] = { cart: serveCart(saved, items, contextOf(config, currency, add.now)).cart };
    }
  }
  return again;
}

/** Runs `adds` (see the module comment): one outcome per add, in order. */
async function addToCarts(
  db: Database,
  config: EmulatorConfig,
  adds: readonly PendingAdd[],
): Promise<AddOutcome[]> {
  const outcomes: (AddOutcome | undefined)[] = adds.map(() => undefined);
  let pending = adds.map((_, index) => index);
  while (pending.length > 0) {
    const passing = pending;
    pending = [];
    try {
      pending = await db.transaction((tx) => addPass(tx, config, adds, passing, outcomes));
    } catch (failure) {
      for (const index of passing) outcomes[index] = { failure };
    }
  }
  return outcomes as AddOutcome[];
}

/**
 * Adds the request's `lineItems` to the cart `target` names and answers the saved cart. A cart
 * by id the caller may not see is `CART_NOT_FOUND`; an owner's current cart is made by the first
 * add (the caller checks that the principal has one: a merchant has none).
 *
 * @example
 * ```ts
 * handle: (input) => addToCart(input, { id: readId(input.payload.id, "id") }),
 * ```
 */
export async function addToCart(input: EndpointInput, target: CartTarget): Promise<{ cart: Cart }> {
  const outcome = await input.coalesced.call(addToCarts, {
    target,
    principal: input.principal,
    requests: readLineRequests(input.payload.lineItems),
    productIds: namedProductIds(input.payload.lineItems),
    now: new Date(input.credentials.now()),
  });
  if ("failure" in outcome) throw outcome.failure;
  return outcome;
}
