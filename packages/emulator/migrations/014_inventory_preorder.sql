-- Pre-order of a catalogue v3 inventory item: whether a variant out of stock still takes orders,
-- and what the shopper is told (the provider's inventory item `preorderInfo`).
alter table v3_inventory_items add column preorder_enabled boolean not null default false;
alter table v3_inventory_items add column preorder_message text;
