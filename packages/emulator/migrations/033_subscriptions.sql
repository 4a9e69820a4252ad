-- Subscriptions: one per order line bought on a subscription plan, started in
-- the transaction of the order that bought it (cycle 1). The renewal sweep
-- makes the order of each later cycle once `next_cycle_at` has passed on the
-- emulator's clock; `next_cycle_at` is null once the plan's last cycle is
-- made. `subscription_cycles` holds one row per cycle's order, its primary
-- key making each cycle once even when several processes sweep one database.
-- Renewal orders come from no checkout, so `orders.checkout_id` may be null.
alter table orders alter column checkout_id drop not null;
create table subscriptions (
  id text primary key,                   -- the lines' subscriptionInfo.id
  order_id text not null references orders (id),
  line_item_id text not null,
  cycles integer,                        -- how many cycles the plan bills; null: until canceled
  started_at timestamptz not null,       -- cycle 1: the first order's date
  cycles_made integer not null,
  next_cycle_at timestamptz,             -- when the next cycle falls due; null: all made
  unique (order_id, line_item_id)
);
create index subscriptions_due on subscriptions (next_cycle_at, id) where next_cycle_at is not null;
create table subscription_cycles (
  subscription_id text not null references subscriptions (id),
  cycle_number integer not null,
  order_id text not null references orders (id),
  primary key (subscription_id, cycle_number)
);
