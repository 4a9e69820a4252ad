/**
 * The demo store's past (`--seed demo`, after the catalogue): a few hundred orders over the last
 * 90 days by members and guests, a few cancelled, and carts left behind, some bought later. Every
 * step goes through the functions the endpoints and the hosted checkout use, at the moment it
 * happens (`now` of the write): carts and checkouts made, orders placed (stock taken, events
 * recorded), orders cancelled (stock back), carts abandoned by the abandonment sweep and
 * recovered by their order. A day is one transaction, its sweep one more, and between two days
 * the event loop takes its turn (requests, signals), so it can run beside a serving app. The plan comes from a
 * seeded random source (`history-plan.ts`), so equal seeds on equal catalogues give equal stores
 * (ids apart). A store that has orders already is left as it is; a stop asked for through
 * `signal` ends the work between two days.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { seededRandom } from "../../catalog-core/seed/seeded-random.ts";
import type { EmulatorConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import { sweepAbandonedCarts } from "../abandonment/abandonment-sweep.ts";
import { type EcomTransaction, inEcomTransaction } from "../ecom-transaction.ts";
import { cancelPlacedOrder } from "../orders/cancel-order.ts";
import { placeOrder } from "../orders/place-order.ts";
import { openHistoryCart } from "./history-cart.ts";
import { seedHistoryCustomers } from "./history-customers.ts";
import { HISTORY_DAYS, type PlannedVisit, planHistory } from "./history-plan.ts";

/** What the history is drawn to. */
export interface DemoHistoryOptions {
  /** The present: the history ends here. */
  now: Date;
  /** The random source's seed (default 90). */
  seed?: number;
  /** Orders placed directly (default 300). */
  orders?: number;
  /** Carts left behind (default 60; about a third of them bought later). */
  leftCarts?: number;
  /** Called as the work goes on, with the steps done and the steps in all. */
  onProgress?: (done: number, total: number) => void;
  /** Stops the work after the day being written (what is written stays). */
  signal?: AbortSignal;
}

/** What the history made; all zeros when the store had orders or no products. */
export interface DemoHistoryResult {
  orders: number;
  cancelled: number;
  members: number;
  abandoned: number;
  recovered: number;
}

type Step = { at: Date; kind: "visit" | "cancel" | "recover"; visit: PlannedVisit };

const DAY = 86_400_000;
const MEMBERS = 40;
const GUESTS = 12;

function steps(visits: readonly PlannedVisit[]): Step[] {
  const all: Step[] = visits.map((visit) => ({ at: visit.at, kind: "visit", visit }));
  for (const visit of visits) {
    if (visit.cancelAt) all.push({ at: visit.cancelAt, kind: "cancel", visit });
    if (visit.left?.recoverAt) all.push({ at: visit.left.recoverAt, kind: "recover", visit });
  }
  return all.sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function catalogue(db: Database, config: EmulatorConfig): Promise<string[]> {
  const table = config.catalogVersion === "V3_CATALOG" ? "v3_products" : "products";
  const rows = await db.query<{ id: string }>(`select id from ${table} where visible order by name, id`);
  return rows.map((row) => row.id);
}

/** `write` at moment `at`. */
function at(write: EcomTransaction, moment: Date): EcomTransaction {
  return { ...write, context: { ...write.context, now: moment.toISOString() } };
}

/** Places the order of a left cart's checkout, unless what it holds sold out meanwhile. */
async function recover(write: EcomTransaction, config: EmulatorConfig, checkoutId: string): Promise<boolean> {
  await write.tx.query("savepoint recovery");
  try {
    await placeOrder(write, checkoutId, config.shop, { eventsAs: "buyer" });
    await write.tx.query("release savepoint recovery");
    return true;
  } catch (error) {
    if (!(error instanceof ApplicationFailure)) throw error;
    await write.tx.query("rollback to savepoint recovery");
    return false;
  }
}

/**
 * Writes the demo store's history into `db`, whose catalogue is seeded, under `config` (its
 * catalogue version, shop settings and abandonment delay).
 *
 * @example
 * ```ts
 * await seedDemoStore(db, publicUrl);
 * const made = await seedDemoHistory(db, config, { now: new Date() }); // { orders: 312, … }
 * ```
 */
export async function seedDemoHistory(
  db: Database,
  config: EmulatorConfig,
  options: DemoHistoryOptions,
): Promise<DemoHistoryResult> {
  const result: DemoHistoryResult = { orders: 0, cancelled: 0, members: 0, abandoned: 0, recovered: 0 };
  const products = await catalogue(db, config);
  const [placed] = await db.query("select 1 from orders limit 1");
  if (placed || products.length === 0) return result;
  const { now } = options;
  const random = seededRandom(options.seed ?? 90);
  for (let i = products.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [products[i], products[j]] = [products[j] as string, products[i] as string];
  }
  const joined = new Date(now.getTime() - (HISTORY_DAYS + 10) * DAY);
  const customers = await db.transaction((tx) =>
    seedHistoryCustomers(tx, random, { members: MEMBERS, guests: GUESTS, joined }),
  );
  result.members = customers.filter((customer) => customer.memberId).length;
  const plan = steps(
    planHistory(random, {
      now,
      orders: options.orders ?? 300,
      leftCarts: options.leftCarts ?? 60,
      customers: customers.length,
      products: products.length,
    }),
  );
  const orderOf = new Map<PlannedVisit, string>();
  const checkoutOf = new Map<PlannedVisit, string>();
  for (let start = 0; start < plan.length && !options.signal?.aborted; ) {
    const dayEnd = Math.min(Math.floor((plan[start] as Step).at.getTime() / DAY + 1) * DAY, now.getTime());
    let end = start;
    while (end < plan.length && (plan[end] as Step).at.getTime() < dayEnd) end++;
    const day = plan.slice(start, end);
    await inEcomTransaction({ db, config, principal: { kind: "anonymous" }, now }, async (write) => {
      for (const step of day) {
        const then = at(write, step.at);
        const { visit } = step;
        if (step.kind === "cancel") {
          const orderId = orderOf.get(visit);
          if (!orderId) continue;
          await cancelPlacedOrder(then, orderId, { restockAllItems: true, sendOrderCanceledEmail: false });
          result.cancelled++;
        } else if (step.kind === "recover") {
          const checkoutId = checkoutOf.get(visit);
          if (checkoutId && (await recover(then, config, checkoutId))) result.recovered++;
        } else {
          const customer = customers[visit.customer];
          const coupon = visit.coupon ? config.shop.coupons[0]?.code : undefined;
          const wish = {
            productIds: visit.products.map((index) => products[index] as string),
            quantities: visit.quantities,
            ...(coupon ? { couponCode: coupon } : {}),
          };
          const opened = customer && (await openHistoryCart(then, config.shop, customer, wish, random));
          if (!opened) continue;
          if (visit.left) checkoutOf.set(visit, opened.checkoutId);
          else {
            const { order } = await placeOrder(then, opened.checkoutId, config.shop, { eventsAs: "buyer" });
            orderOf.set(visit, order.id);
          }
        }
      }
    });
    result.abandoned += await sweepAbandonedCarts(db, config, new Date(dayEnd));
    start = end;
    options.onProgress?.(end, plan.length);
    // PGlite answers without I/O, so the days would run as one chain of promises: give requests and signals a turn.
    await nextTurn();
  }
  result.orders = orderOf.size + result.recovered;
  return result;
}
