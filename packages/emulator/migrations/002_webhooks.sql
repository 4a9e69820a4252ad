-- Webhook delivery: subscriptions, one delivery row per (event, subscription)
-- with its attempts and lease, and a mark on each outbox row once it has been
-- fanned out to the subscriptions that existed then.

alter table outbox add column webhooks_fanned_out boolean not null default false;
create index outbox_webhooks_pending on outbox (id) where not webhooks_fanned_out;

create table webhook_subscriptions (
  id text primary key,
  url text not null unique,
  event_types text[],                   -- null: every event type
  origin text not null,                 -- 'config' (flag or config) | 'api' (POST /_dev/webhooks)
  created_at timestamptz not null default now()
);

create table webhook_deliveries (
  id bigint generated always as identity primary key,
  outbox_id bigint not null references outbox (id) on delete cascade,
  subscription_id text not null references webhook_subscriptions (id) on delete cascade,
  url text not null,
  event_type text not null,
  entity_key text,                      -- the outbox row's entity id: deliveries of one entity go in order
  status text not null default 'pending', -- pending | delivered | failed (given up)
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  leased_by text,
  leased_until timestamptz,
  last_error text,
  last_status_code int,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  unique (outbox_id, subscription_id)
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at, id) where status = 'pending';
create index webhook_deliveries_entity on webhook_deliveries (subscription_id, entity_key, outbox_id) where status = 'pending';
