/**
 * One subscription renewal sweep: every subscription whose next cycle fell
 * due by `now` on the emulator's clock gets the order of each cycle due
 * (`renewal-order.ts`), dated when it fell due, until the plan's last cycle.
 * Each order takes its units from stock and records `order_created` (and the
 * stock change) in the outbox, in one transaction per subscription with its
 * `subscription_cycles` rows and the subscription's next due date. A
 * subscription whose first order was canceled renews no more.
 *
 * Subscriptions are claimed with `for update skip locked` and each cycle's row
 * has the key (subscription, cycle), so processes sweeping one PostgreSQL at
 * once make every cycle once. A renewal refused for short stock rolls its
 * subscription's transaction back: it stays due and is tried at the next
 * sweep.
 */
import type { EmulatorConfig } from "../../config.ts";
import type { Database, Queryable } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import { type EventIdentity, recordEvents } from "../../events/outbox.ts";
import { readContext } from "../ecom-transaction.ts";
import { newPayment } from "../order-transactions/order-transactions.ts";
import type { OrderDocument } from "../orders/order-document.ts";
import { orderCreatedEvent } from "../orders/order-events.ts";
import { insertOrder, nextOrderNumber } from "../orders/order-repository.ts";
import { takeStock } from "../orders/stock-changes.ts";
import { type RenewalFacts, renewalOrder } from "./renewal-order.ts";
import { cycleDate } from "./subscription-cycles.ts";

interface DueSubscription {
  id: string;
  line_item_id: string;
  cycles: number | null;
  started_at: Date;
  cycles_made: number;
  next_cycle_at: Date;
  doc: OrderDocument;
}

const CLAIM = `select s.id, s.line_item_id, s.cycles, s.started_at, s.cycles_made, s.next_cycle_at, o.doc
  from subscriptions s join orders o on o.id = s.order_id
  where s.next_cycle_at <= $1 and s.id > $2
  order by s.id limit 1 for update of s skip locked`;

/** A renewal the catalogue refused (short stock, product gone): its subscription's transaction rolls back. */
class RefusedRenewal extends Error {
  constructor(
    readonly subscriptionId: string,
    cause: ApplicationFailure,
  ) {
    super(`renewal of subscription ${subscriptionId} refused: ${cause.message}`, { cause });
  }
}

function buyerEvents(order: OrderDocument): EventIdentity {
  const { memberId, visitorId } = order.buyerInfo;
  if (memberId) return { identityType: "MEMBER", memberId };
  if (visitorId) return { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: visitorId };
  return { identityType: "WIX_USER", wixUserId: "site-owner" };
}

/** Makes the order of one cycle in `tx`. */
async function makeCycle(
  tx: Queryable,
  config: EmulatorConfig,
  subscription: DueSubscription,
  facts: Omit<RenewalFacts, "number">,
): Promise<void> {
  const order = renewalOrder({ ...facts, number: await nextOrderNumber(tx) }, config.shop);
  const identity = buyerEvents(order);
  const [line] = order.lineItems as [OrderDocument["lineItems"][number]];
  const context = await readContext(tx, config, new Date(facts.at));
  await takeStock({ tx, context, identity }, [
    {
      lineItemId: line.id,
      productId: line.catalogReference.catalogItemId,
      variantId: line.catalogReference.options?.variantId ?? "",
      quantity: line.quantity,
    },
  ]);
  await insertOrder(tx, order, {
    payments: [newPayment(order.priceSummary.total, "CreditCard", facts.at)],
    refunds: [],
  });
  await tx.query(
    "insert into subscription_cycles (subscription_id, cycle_number, order_id) values ($1, $2, $3)",
    [subscription.id, facts.cycle, order.id],
  );
  await recordEvents(tx, [orderCreatedEvent(order, identity, facts.at)]);
}

/** Makes the cycles due of the next claimable subscription after `after`; its id and orders made, or none left. */
async function renewOne(
  db: Database,
  config: EmulatorConfig,
  now: Date,
  after: string,
): Promise<{ id: string; made: number } | undefined> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx.query<DueSubscription>(CLAIM, [now, after]);
    if (!subscription) return undefined;
    const first = subscription.doc;
    const line = first.lineItems.find((item) => item.id === subscription.line_item_id);
    const info = line?.subscriptionInfo;
    let made = subscription.cycles_made;
    let next: Date | null = first.status === "CANCELED" || !line || !info ? null : subscription.next_cycle_at;
    try {
      while (line && info && next && next.getTime() <= now.getTime()) {
        made += 1;
        await makeCycle(tx, config, subscription, {
          first,
          line: { ...line, subscriptionInfo: info },
          cycle: made,
          at: next.toISOString(),
        });
        next =
          made === subscription.cycles
            ? null
            : cycleDate(new Date(subscription.started_at), info.subscriptionSettings, made + 1);
      }
    } catch (error) {
      if (error instanceof ApplicationFailure) throw new RefusedRenewal(subscription.id, error);
      throw error;
    }
    await tx.query("update subscriptions set cycles_made = $2, next_cycle_at = $3 where id = $1", [
      subscription.id,
      made,
      next,
    ]);
    return { id: subscription.id, made: made - subscription.cycles_made };
  });
}

/**
 * Makes the renewal orders due at `now`; resolves with how many it made.
 *
 * @example
 * ```ts
 * await sweepRenewals(db, config, new Date(Date.now() + 31 * 86_400_000)); // 1
 * ```
 */
export async function sweepRenewals(db: Database, config: EmulatorConfig, now: Date): Promise<number> {
  let made = 0;
  let after = "";
  for (;;) {
    try {
      const renewed = await renewOne(db, config, now, after);
      if (!renewed) return made;
      made += renewed.made;
      after = renewed.id;
    } catch (error) {
      if (!(error instanceof RefusedRenewal)) throw error;
      after = error.subscriptionId;
    }
  }
}
