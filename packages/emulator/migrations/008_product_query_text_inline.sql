-- A products query reads `doc_without_merchant_data` (migration 007) of every
-- row on its page, so that text is kept inline and uncompressed when the row
-- allows it: PostgreSQL's default is to compress a row's large values as soon
-- as the row passes ~2 KB, so every generated product's ~2 KB answer text was
-- stored compressed (pglz) and decompressed on every read: about a third of
-- the time of a page statement (20 products) at 100 000 products.
--
-- `storage main` compresses or moves this column out of the row only after the
-- other large values (the `jsonb` document first) have been; a row target of
-- 4 KB leaves a typical product (2 KB of answer text, its 2.4 KB document
-- compressed to 1.2 KB) with its text as is. Larger products are still stored
-- as before: their documents compressed or out of the row, then, if still
-- needed, their text. Rows written before this migration keep their stored
-- form until their next write.

alter table products alter column doc_without_merchant_data set storage main;

alter table products set (toast_tuple_target = 4096);
