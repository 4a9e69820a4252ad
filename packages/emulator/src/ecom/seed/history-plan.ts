/**
 * The plan of the demo store's past, drawn from the seeded random source before anything is
 * written: when each purchase happens over the last 90 days (a few more on weekends and lately),
 * who buys, which products (some sell far more than others) in which quantities, with the coupon
 * or not, which orders are cancelled, and which carts are left behind and which of those are
 * bought a day or more later. Equal seeds give equal plans.
 */
import type { SeededRandom } from "../../catalog-core/seed/seeded-random.ts";

/** How long the history reaches back. */
export const HISTORY_DAYS = 90;

const DAY = 86_400_000;

/** One shopper's visit in the plan. */
export interface PlannedVisit {
  /** When the cart is made (and, for an order, placed). */
  at: Date;
  /** Index into the customers. */
  customer: number;
  /** Indexes into the catalogue's products, in its fixed order. */
  products: number[];
  quantities: number[];
  coupon: boolean;
  /** An order: when it is cancelled, if it is. */
  cancelAt?: Date;
  /** A left cart: whether it is never bought (`abandoned`) or bought at `recoverAt`. */
  left?: { recoverAt?: Date };
}

/** The sizes the plan is drawn to. */
export interface PlanSizes {
  now: Date;
  orders: number;
  leftCarts: number;
  customers: number;
  products: number;
}

/** A product index, the first products of the fixed order being bought far more often. */
function popularProduct(random: SeededRandom, products: number): number {
  return Math.min(products - 1, Math.floor(products * random.next() ** 2.2));
}

/** A moment in the last 90 days, more of them lately, in shop hours, never after `now`. */
function moment(random: SeededRandom, now: Date): Date {
  const daysAgo = Math.floor(HISTORY_DAYS * random.next() ** 1.3);
  const day = new Date(now.getTime() - daysAgo * DAY);
  day.setUTCHours(random.int(7, 22), random.int(0, 59), random.int(0, 59), 0);
  if (day.getTime() < now.getTime()) return day;
  return new Date(now.getTime() - random.int(1, 6 * 60) * 60_000);
}

function visit(random: SeededRandom, sizes: PlanSizes): PlannedVisit {
  const lines = random.next() < 0.6 ? 1 : random.int(2, 3);
  const products = [...new Set(Array.from({ length: lines }, () => popularProduct(random, sizes.products)))];
  return {
    at: moment(random, sizes.now),
    customer: random.int(0, sizes.customers - 1),
    products,
    quantities: products.map(() => (random.next() < 0.75 ? 1 : random.int(2, 4))),
    coupon: random.next() < 0.15,
  };
}

/** `at` plus `hours`, or `undefined` when that is not before `now`. */
function later(at: Date, hours: number, now: Date): Date | undefined {
  const time = new Date(at.getTime() + hours * 3_600_000);
  return time < now ? time : undefined;
}

/**
 * The visits of the history, oldest first.
 *
 * @example
 * ```ts
 * const visits = planHistory(seededRandom(90), { now, orders: 300, leftCarts: 60, customers: 50, products: 60 });
 * ```
 */
export function planHistory(random: SeededRandom, sizes: PlanSizes): PlannedVisit[] {
  const visits: PlannedVisit[] = [];
  for (let i = 0; i < sizes.orders; i++) {
    const order = visit(random, sizes);
    const cancelAt = random.next() < 0.05 ? later(order.at, random.int(1, 30), sizes.now) : undefined;
    visits.push(cancelAt ? { ...order, cancelAt } : order);
  }
  for (let i = 0; i < sizes.leftCarts; i++) {
    const cart = visit(random, sizes);
    const recoverAt = random.next() < 0.3 ? later(cart.at, random.int(20, 72), sizes.now) : undefined;
    visits.push({ ...cart, left: recoverAt ? { recoverAt } : {} });
  }
  return visits.sort((a, b) => a.at.getTime() - b.at.getTime());
}
