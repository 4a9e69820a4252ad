-- A cart's revision, raised by every change of its document or owner. An add to
-- cart reads the cart, works out the new document and saves it only if the
-- revision is still the one it read (else it reads again): two statements, no
-- lock held between them.
alter table carts add column revision integer not null default 0;
