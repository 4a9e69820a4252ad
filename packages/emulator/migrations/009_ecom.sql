-- Carts, checkouts and orders (the buying half of the store). Each table keeps
-- its stored document (`doc`) next to the columns queried on; every write is
-- one transaction with its events in the outbox.

-- A cart. Its lines name catalogue products; they are priced from the
-- catalogue when the cart is read. A cart is *live* while `ended_at` is null.
create table carts (
  id text primary key,
  owner_kind text not null,             -- 'visitor' | 'member' | 'none' (made by a merchant call for nobody)
  owner_id text,                        -- the visitor id or member id the cart belongs to; null for 'none'
  is_current boolean not null,          -- the owner's current cart (the /carts/current calls); at most one live per owner
  doc jsonb not null,                   -- stored lines {id, quantity, catalogReference}, buyerNote, buyerInfo, couponCode, …
  buyer_email text,                     -- the buyer's e-mail once known (cart buyerInfo or a checkout made from it)
  checkout_id text,                     -- the latest checkout made from this cart
  created_at timestamptz not null,
  updated_at timestamptz not null,      -- last change by its owner (lines, coupon, info, a checkout made or updated)
  abandoned_at timestamptz,             -- set by the abandonment sweep; null while not abandoned
  ended_at timestamptz,                 -- when the cart stopped being live; null while live
  end_reason text,                      -- 'ORDERED' (an order was placed from it) | 'DELETED' | 'MERGED' (into a member's cart at sign-in)
  order_id text                         -- the order placed from it (end_reason 'ORDERED')
);
create unique index carts_current_owner on carts (owner_kind, owner_id) where is_current and ended_at is null;
create index carts_owner on carts (owner_kind, owner_id);
create index carts_live_updated on carts (updated_at) where ended_at is null;

-- A checkout: the cart's lines and prices copied when it was made, plus the
-- buyer's details. `completed_at` is set once an order is placed from it (or it
-- is marked completed); `order_id` names that order.
create table checkouts (
  id text primary key,
  cart_id text,                         -- the cart it was made from
  owner_kind text not null,             -- as carts.owner_kind
  owner_id text,
  doc jsonb not null,                   -- the checkout as served (lines with prices, buyerInfo, shipping, billing, priceSummary)
  buyer_email text,
  completed_at timestamptz,
  order_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index checkouts_cart on checkouts (cart_id);

-- An order, placed from a checkout (one order per checkout).
create table orders (
  id text primary key,
  number bigint generated always as identity (start with 10001) unique,
  checkout_id text not null unique,
  status text not null,                 -- APPROVED | CANCELED
  payment_status text not null,         -- PAID
  buyer_member_id text,
  buyer_visitor_id text,
  buyer_email text,
  doc jsonb not null,                   -- the order as served
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index orders_created on orders (created_at, id);
create index orders_status_created on orders (status, created_at, id);
