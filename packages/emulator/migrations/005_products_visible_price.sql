-- Visitors' price-range queries (the shop's price filter, sorted by price) read
-- visible products only: this partial index serves both the page and the
-- bounded count without visiting the table (an index-only scan once the table
-- is vacuumed), so the count no longer grows with the rows it has to check.

create index products_visible_price on products (price, id) where visible;
