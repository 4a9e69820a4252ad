-- Abandoned checkouts (`/ecom/v1/abandoned-checkout/...`): one row per cart the
-- abandonment sweep found abandoned, written in the sweep's transaction with the
-- cart's prices at that moment, and marked RECOVERED in the transaction of the
-- order that later bought the cart. The columns are what the query and search
-- calls filter and sort on; `doc` is the record as served.
create table abandoned_checkouts (
  id text primary key,
  cart_id text not null unique,
  checkout_id text,
  status text not null,                 -- ABANDONED | RECOVERED
  buyer_email text,
  buyer_member_id text,
  buyer_visitor_id text,
  total_cents bigint not null,
  created_at timestamptz not null,      -- when the cart was found abandoned
  updated_at timestamptz not null,
  recovered_at timestamptz,             -- when the order bought it; null while ABANDONED
  doc jsonb not null
);
create index abandoned_checkouts_created on abandoned_checkouts (created_at, id);
create index abandoned_checkouts_recovered on abandoned_checkouts (recovered_at, id) where recovered_at is not null;
