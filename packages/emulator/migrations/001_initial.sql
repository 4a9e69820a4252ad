-- The emulator's schema. One set of SQL for PGlite and PostgreSQL.
-- Products and collections keep their full wire document (`doc`, with every
-- derived field already computed at write time) next to the columns that
-- queries filter and sort on, so a read is one indexed lookup and no rework.

create table site (
  id text primary key,
  settings jsonb not null default '{}'
);

create table oauth_clients (
  client_id text primary key,
  name text not null default '',
  allowed_origins text[] not null default '{}',
  created_at timestamptz not null default now()
);

create table api_keys (
  key_hash text primary key,            -- sha-256 of the key, hex; the key itself is never stored
  site_id text not null,
  name text not null default '',
  created_at timestamptz not null default now()
);

create table signing_keys (
  kid text primary key,
  purpose text not null,                -- 'access-token' | 'webhook'
  alg text not null,
  private_pem text not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);

create table refresh_tokens (
  token_hash text primary key,          -- sha-256 of the token, hex
  client_id text not null references oauth_clients (client_id) on delete cascade,
  role text not null,                   -- 'visitor' | 'member'
  subject text not null,                -- visitor id or member (identity) id
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index refresh_tokens_subject on refresh_tokens (subject);

create table identities (
  id text primary key,
  email text not null,
  password_hash text,
  status text not null,                 -- PENDING | ACTIVE | DELETED | BLOCKED | OFFLINE
  profile jsonb not null default '{}',
  additional_data jsonb not null default '{}',
  factors jsonb not null default '[]',
  created_date timestamptz not null default now(),
  updated_date timestamptz not null default now()
);
create unique index identities_email on identities (lower(email));

create table products (
  id text primary key,
  numeric_id bigint generated always as identity unique,
  name text not null,
  slug text not null unique,
  product_type text not null,           -- 'physical' | 'digital'
  description text not null default '',
  sku text,
  price double precision not null,
  visible boolean not null default true,
  collection_ids text[] not null default '{}',
  doc jsonb not null,                   -- the v1 product as served, merchant-only fields included
  created_date timestamptz not null,
  last_updated timestamptz not null
);
create index products_name on products (name text_pattern_ops, id);
create index products_price on products (price, id);
create index products_product_type on products (product_type, id);
create index products_sku on products (sku text_pattern_ops);
create index products_last_updated on products (last_updated, id);
create index products_created_date on products (created_date, id);
create index products_collection_ids on products using gin (collection_ids);

create table variants (
  product_id text not null references products (id) on delete cascade,
  variant_id text not null,
  position int not null,
  choices jsonb not null,
  sku text,
  price double precision not null,
  visible boolean not null default true,
  in_stock boolean not null default true,
  doc jsonb not null,                   -- the variant as served (v1 shape)
  primary key (product_id, variant_id)
);
create index variants_sku on variants (sku);
create index variants_price on variants (price);

create table collections (
  id text primary key,
  name text not null,
  slug text not null unique,
  description text not null default '',
  visible boolean not null default true,
  doc jsonb not null,                   -- media and the other stored fields of the collection
  created_date timestamptz not null,
  last_updated timestamptz not null
);
create index collections_name on collections (name text_pattern_ops, id);

create table ribbons (
  id text primary key,
  name text not null unique,
  revision bigint not null default 1,
  created_date timestamptz not null default now(),
  updated_date timestamptz not null default now()
);

-- Every committed change writes its events here in the same transaction.
create table outbox (
  id bigint generated always as identity primary key,
  event_type text not null,
  entity_fqdn text,
  entity_id text,
  slug text,
  identity jsonb not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index outbox_entity on outbox (entity_id, id);
