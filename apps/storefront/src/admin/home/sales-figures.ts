/**
 * The dashboard home's figures, worked out from the orders the order search returns: revenue
 * (each order's total) and order count over a period against the period of the same length
 * before it, per day over the last 30 or 90 days, and the products sold most, by revenue and by
 * units. Cancelled orders count for nothing. Days are the browser's calendar days; amounts are
 * summed in cents so the sums are exact.
 */
import type { Order } from "@vitrine/sdk/ecom";

/** A stretch of time: from `from` (included) to `to` (excluded). */
export interface Period {
  from: Date;
  to: Date;
}

/** Revenue and orders of a period and of the period before it. */
export interface PeriodFigures {
  period: Period;
  previous: Period;
  revenue: number;
  orders: number;
  previousRevenue: number;
  previousOrders: number;
}

/** One day's revenue and orders. */
export interface DayFigures {
  day: Date;
  revenue: number;
  orders: number;
}

/** A product's sales over a stretch. */
export interface ProductSales {
  productId: string;
  name: string;
  revenue: number;
  units: number;
}

/** The start of the calendar day `days` days after the one `moment` falls in (negative: before). */
export function startOfDay(moment: Date, days = 0): Date {
  const day = new Date(moment);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() + days);
  return day;
}

/**
 * The period of the last `days` calendar days up to `now` (today counted), and the one before.
 *
 * @example
 * ```ts
 * lastDays(new Date(), 7); // { period: { from: 6 days ago at 00:00, to: now }, previous: { … } }
 * ```
 */
export function lastDays(now: Date, days: number): { period: Period; previous: Period } {
  const from = startOfDay(now, 1 - days);
  return { period: { from, to: now }, previous: { from: startOfDay(from, -days), to: from } };
}

const cents = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100);

function counted(order: Order): boolean {
  return order.status !== "CANCELED";
}

function createdAt(order: Order): number {
  return new Date(order.createdDate ?? 0).getTime();
}

function within(order: Order, period: Period): boolean {
  const time = createdAt(order);
  return time >= period.from.getTime() && time < period.to.getTime();
}

function sum(orders: readonly Order[], period: Period) {
  const inPeriod = orders.filter((order) => counted(order) && within(order, period));
  const revenue = inPeriod.reduce((total, order) => total + cents(order.priceSummary?.total?.amount), 0);
  return { revenue: revenue / 100, orders: inPeriod.length };
}

/**
 * Revenue and orders of the last `days` days against the `days` before.
 *
 * @example
 * ```ts
 * const week = periodFigures(orders, new Date(), 7);
 * ```
 */
export function periodFigures(orders: readonly Order[], now: Date, days: number): PeriodFigures {
  const { period, previous } = lastDays(now, days);
  const current = sum(orders, period);
  const before = sum(orders, previous);
  return {
    period,
    previous,
    ...current,
    previousRevenue: before.revenue,
    previousOrders: before.orders,
  };
}

/**
 * Revenue and orders per day over the last `days` days, oldest first.
 *
 * @example
 * ```ts
 * dailyFigures(orders, new Date(), 30).length; // 30
 * ```
 */
export function dailyFigures(orders: readonly Order[], now: Date, days: number): DayFigures[] {
  return Array.from({ length: days }, (_, index) => {
    const day = startOfDay(now, index + 1 - days);
    const next = startOfDay(day, 1);
    return { day, ...sum(orders, { from: day, to: next.getTime() > now.getTime() ? now : next }) };
  });
}

/**
 * Each product's revenue (its lines' prices) and units over `period`, most revenue first.
 *
 * @example
 * ```ts
 * productSales(orders, lastDays(new Date(), 30).period).slice(0, 5);
 * ```
 */
export function productSales(orders: readonly Order[], period: Period): ProductSales[] {
  const byId = new Map<string, ProductSales>();
  for (const order of orders) {
    if (!counted(order) || !within(order, period)) continue;
    for (const line of order.lineItems ?? []) {
      const productId = line.catalogReference?.catalogItemId ?? "";
      const sales = byId.get(productId) ?? {
        productId,
        name: line.productName?.original ?? "",
        revenue: 0,
        units: 0,
      };
      sales.revenue += cents(line.lineItemPrice?.amount);
      sales.units += line.quantity ?? 0;
      byId.set(productId, sales);
    }
  }
  return [...byId.values()]
    .map((sales) => ({ ...sales, revenue: sales.revenue / 100 }))
    .sort((a, b) => b.revenue - a.revenue || b.units - a.units);
}

/** How much `now` differs from `before`, as a signed percentage; `undefined` when `before` is 0. */
export function change(now: number, before: number): number | undefined {
  return before === 0 ? undefined : Math.round(((now - before) / before) * 100);
}
