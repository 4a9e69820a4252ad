-- The webhook lab: faults a developer sets for the next deliveries (one set
-- at a time, for every subscription or one), and replays of past deliveries.
-- A replay is a new delivery row of the same event and subscription that
-- names the delivery it repeats, so one (event, subscription) pair may now
-- have several rows; fan-out still makes one original each.

create table webhook_faults (
  id int primary key default 1 check (id = 1),
  subscription_id text references webhook_subscriptions (id) on delete cascade, -- null: every subscription
  fail_next int not null default 0,     -- attempts still to fail without sending
  fail_status int not null default 500, -- the status those attempts record
  delay_ms int not null default 0,      -- how long each new delivery is held
  duplicate boolean not null default false,
  reorder boolean not null default false,
  created_at timestamptz not null default now()
);

alter table webhook_deliveries add column replay_of bigint references webhook_deliveries (id) on delete cascade;
alter table webhook_deliveries drop constraint webhook_deliveries_outbox_id_subscription_id_key;
create unique index webhook_deliveries_original on webhook_deliveries (outbox_id, subscription_id) where replay_of is null;
create index webhook_deliveries_created on webhook_deliveries (created_at) where replay_of is null;
