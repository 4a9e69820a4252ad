-- How many of a catalogue v3 product's variants take pre-orders (their inventory items'
-- `preorder_enabled`), kept in step with the items in the same transaction as
-- `availability_status`, so that a page of query or search serves each product's `inventory`
-- (availability and pre-order status) from the product row alone.
alter table v3_products add column preorder_variants integer not null default 0;

update v3_products p set preorder_variants = (
  select count(*) from v3_inventory_items i where i.product_id = p.id and i.preorder_enabled
);
