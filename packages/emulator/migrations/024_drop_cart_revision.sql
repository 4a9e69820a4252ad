-- Every change of a cart, the add to cart included, locks the cart's row in its
-- transaction, so no change saves onto a version it did not read: the revision
-- an add once compared is no longer needed.
alter table carts drop column revision;
