-- Catalogue v3 (a store started with --catalog v3): products, their variants
-- and inventory items as rows of their own, and the reusable brands,
-- customizations (options and modifiers) and info sections products point to.
-- Each product row keeps the served document (`doc`) beside the columns that
-- filters, sorts, keyset cursors and search use.

create table v3_brands (
  id text primary key,
  name text not null unique,
  revision bigint not null default 1,
  created_date timestamptz not null,
  updated_date timestamptz not null
);

create table v3_info_sections (
  id text primary key,
  unique_name text not null unique,
  title text not null,
  plain_description text,
  revision bigint not null default 1,
  created_date timestamptz not null,
  updated_date timestamptz not null
);

create table v3_customizations (
  id text primary key,
  name text not null,
  customization_type text not null,
  render_type text not null,
  -- `choicesSettings` or `freeTextInput`, as served
  settings jsonb not null,
  revision bigint not null default 1,
  created_date timestamptz not null,
  updated_date timestamptz not null
);

-- The categories products sit in (the demo's collections, in v3 form).
create table v3_categories (
  id text primary key,
  name text not null,
  slug text not null unique,
  doc jsonb not null
);

create table v3_products (
  id text primary key,
  slug text not null unique,
  name text not null,
  plain_description text,
  visible boolean not null,
  product_type text not null,
  revision bigint not null default 1,
  created_date timestamptz not null,
  updated_date timestamptz not null,
  -- actualPriceRange / compareAtPriceRange, for filters, sorts and price buckets
  min_price numeric not null,
  max_price numeric not null,
  min_compare_at_price numeric not null,
  brand_id text references v3_brands (id) on delete set null,
  ribbon_id text,
  main_category_id text,
  category_ids text[] not null default '{}',
  info_section_ids text[] not null default '{}',
  availability_status text not null,
  doc jsonb not null,
  search_vector tsvector generated always as (
    setweight(to_tsvector('english', name), 'A')
    || setweight(to_tsvector('english', coalesce(plain_description, '')), 'B')
  ) stored
);

create index v3_products_updated on v3_products (updated_date, id);
create index v3_products_created on v3_products (created_date, id);
create index v3_products_name on v3_products (name text_pattern_ops, id);
create index v3_products_min_price on v3_products (min_price, id);
create index v3_products_brand on v3_products (brand_id);
create index v3_products_categories on v3_products using gin (category_ids);
create index v3_products_search on v3_products using gin (search_vector);

create table v3_variants (
  id text primary key,
  product_id text not null references v3_products (id) on delete cascade,
  position integer not null,
  sku text,
  visible boolean not null,
  price numeric not null,
  doc jsonb not null,
  unique (product_id, position)
);

create table v3_inventory_items (
  id text primary key,
  variant_id text not null references v3_variants (id) on delete cascade,
  product_id text not null references v3_products (id) on delete cascade,
  location_id text not null,
  track_quantity boolean not null,
  quantity integer check (quantity >= 0),
  in_stock boolean not null,
  revision bigint not null default 1,
  created_date timestamptz not null,
  updated_date timestamptz not null,
  unique (variant_id, location_id),
  check (track_quantity = (quantity is not null))
);

create index v3_inventory_items_product on v3_inventory_items (product_id);
