-- The abandonment sweep's index no longer has `updated_at` as its key. Every change
-- to a cart (an add to cart: its document, revision and `updated_at`) then changes
-- no indexed column, so PostgreSQL writes the new row version on the same page (a
-- HOT update): no new entry in each of the table's indexes, about half the WAL per
-- add, and no index bloat on carts changed over and over. The sweep reads the live,
-- not yet abandoned carts with a known buyer e-mail from this index and sorts those
-- by `updated_at` itself.
drop index carts_live_updated;
create index carts_abandonable on carts (id)
  where ended_at is null and abandoned_at is null and buyer_email is not null;
