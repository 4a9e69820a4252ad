-- What a page of catalogue v3 query or search reads of each product row: the stored `list_text`
-- (migration 016) and a few small columns; the document only for a product with options (see
-- `src/catalog-v3/products/listed-product-sql.ts`).
--
-- `option_count` and `variant_count`: how many options the document has and its variant count
-- (`variantSummary.variantCount`), which a listed product's options and `inventory` depend on.
-- Read from the document, they made every listed row decompress its document (stored compressed
-- in the row), for a product without options and pre-orders only to learn that it has none.
alter table v3_products add column option_count integer generated always as (
  case jsonb_typeof(doc -> 'options') when 'array' then jsonb_array_length(doc -> 'options') else 0 end
) stored;

alter table v3_products add column variant_count integer generated always as (
  (doc -> 'variantSummary' ->> 'variantCount')::int
) stored;

-- The document leaves the row, uncompressed, once the row passes PostgreSQL's ~2 KB threshold,
-- instead of staying in it compressed: the rows a page reads (one heap page each, as a page
-- sorted by price finds its products scattered over the table) are then about half as wide, so
-- twice as many of them stay in shared buffers, and get product reads its document without
-- decompressing it. `list_text` and `search_vector`, read by every listed row, are the last to be
-- compressed or moved. Rows written before this migration keep their stored form until their
-- next write.
alter table v3_products alter column doc set storage external;
alter table v3_products alter column list_text set storage main;
alter table v3_products alter column search_vector set storage main;

-- A listed product's options (`options`, the document's) with each choice's `inStock` and
-- `visible`: whether one of the product's in-stock variants, and one of its visible variants,
-- has the choice (a variant is in stock when its inventory item is). One read of the variants
-- with their inventory items, not one per choice. A function, so its statement is planned once
-- per connection and only for a product with options: as a subquery of the page's statement it
-- was set up on every page, with or without options, and its plan's cost estimate (100 rows per
-- `jsonb_array_elements`, per choice) made PostgreSQL JIT-compile the page.
create function v3_listed_options(text, jsonb) returns jsonb
language plpgsql stable as $$
begin
  return (
    select jsonb_agg(o.value || jsonb_build_object('choicesSettings', jsonb_build_object('choices', coalesce((
      select jsonb_agg(c.value || jsonb_build_object(
        'inStock', coalesce(k.in_stock @> array[coalesce(o.value ->> 'id', '') || '/' || coalesce(c.value ->> 'choiceId', '')], false),
        'visible', coalesce(k.visible @> array[coalesce(o.value ->> 'id', '') || '/' || coalesce(c.value ->> 'choiceId', '')], false))
        order by c.ordinality)
      from jsonb_array_elements(coalesce(o.value -> 'choicesSettings' -> 'choices', '[]')) with ordinality c
    ), '[]'::jsonb))) order by o.ordinality)
    from (
      select array_agg(x.key) filter (where x.in_stock) as in_stock,
        array_agg(x.key) filter (where x.visible) as visible
      from (
        select coalesce(ch -> 'optionChoiceIds' ->> 'optionId', '') || '/'
            || coalesce(ch -> 'optionChoiceIds' ->> 'choiceId', '') as key,
          case when i.track_quantity then coalesce(i.quantity, 0) > 0 else i.in_stock end as in_stock,
          v.visible
        from v3_variants v left join v3_inventory_items i on i.variant_id = v.id
        cross join jsonb_array_elements(v.doc -> 'choices') ch
        where v.product_id = $1
      ) x
    ) k
    cross join jsonb_array_elements($2) with ordinality o
  );
end
$$;
