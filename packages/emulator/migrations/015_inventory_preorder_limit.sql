-- Pre-order limit of a catalogue v3 inventory item (the provider's `preorderInfo.limit`: how many
-- units may be ordered once its stock is used up; null is the provider's default, 100 000). An
-- order of a tracked item taking pre-orders lowers its quantity below zero, down to minus that
-- limit: a negative quantity is the units pre-ordered and not yet covered by stock.
alter table v3_inventory_items add column preorder_limit integer check (preorder_limit between 0 and 100000);
alter table v3_inventory_items drop constraint v3_inventory_items_quantity_check;
alter table v3_inventory_items add constraint v3_inventory_items_quantity_check check (quantity >= -100000);
