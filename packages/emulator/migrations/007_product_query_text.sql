-- Product queries answer with JSON text straight from the database.
--
-- `doc_without_merchant_data` is the stored document as everyone but a merchant
-- asking for merchant data sees it (no cost and profit on the product or its
-- variants, no cost range; the rule of `src/catalog/visibility.ts`), kept as
-- JSON text by PostgreSQL on every write, so a page of products is read
-- without turning `jsonb` into text or objects and back.
--
-- `catalog_version` holds one value that changes with every committed change
-- to `products`: the id of the last transaction that changed a product,
-- written when that transaction commits (a deferred trigger, so its row lock
-- is the last one the transaction takes and cannot deadlock with product
-- locks). Transaction ids are never reused, so a value names one state of the
-- catalogue, and a product total counted under it stays right for as long as
-- the value is read (`src/catalog/query/product-totals.ts`).

create function without_merchant_data(doc jsonb) returns jsonb
language sql immutable parallel safe as $$
  select (case when jsonb_typeof(doc -> 'variants') = 'array'
    then jsonb_set(doc, '{variants}', (
      select coalesce(jsonb_agg(case when jsonb_typeof(v -> 'variant') = 'object'
        then v #- '{variant,costAndProfitData}' else v end order by i), '[]')
      from jsonb_array_elements(doc -> 'variants') with ordinality as e(v, i)))
    else doc end) - 'costAndProfitData' - 'costRange'
$$;

alter table products
  add column doc_without_merchant_data text not null
  generated always as (without_merchant_data(doc)::text) stored;

create table catalog_version (
  singleton boolean primary key default true check (singleton),
  version xid8 not null
);

create function record_catalog_change() returns trigger language plpgsql as $$
begin
  insert into catalog_version (version) values (pg_current_xact_id())
    on conflict (singleton) do update set version = excluded.version
    where catalog_version.version <> excluded.version;
  return null;
end
$$;

create constraint trigger products_change_catalog_version
  after insert or update or delete on products
  deferrable initially deferred
  for each row execute function record_catalog_change();

create trigger products_truncate_catalog_version
  after truncate on products
  for each statement execute function record_catalog_change();

insert into catalog_version (version) values (pg_current_xact_id());
