-- What a page of catalogue v3 query or search reads besides each product row: nothing, for a
-- product without options (see `src/catalog-v3/products/listed-product-sql.ts`).
--
-- `preorder_variants`: how many of the product's variants take pre-orders (their inventory
-- items' `preorder_enabled`), kept in step with the items in the same transaction as
-- `availability_status`, so the listed `inventory` comes from the row alone.
alter table v3_products add column preorder_variants integer not null default 0;

update v3_products p set preorder_variants = (
  select count(*) from v3_inventory_items i where i.product_id = p.id and i.preorder_enabled
);

-- `list_text`: the document as lists serve it by default, as JSON text, less the parts built on
-- read (options with their stock, inventory, brand and ribbon names): without the parts served
-- only when `fields` asks (URL, currency, merchant data, categories, plain description, media
-- items), the info sections as stored ids, the media as its main item. The keys are those
-- `listed-product-sql.ts` sets aside.
alter table v3_products add column list_text text generated always as ((
  jsonb_set(
    jsonb_set(
      doc - '{url,currency,costRange,directCategoriesInfo,allCategoriesInfo,plainDescription,brand,ribbon,infoSections,media,options,variantsInfo,inventory}'::text[],
      '{infoSections}', coalesce(doc -> 'infoSections', '[]')),
    '{media}', case when jsonb_typeof(doc -> 'media' -> 'main') = 'object'
      then jsonb_set('{}', '{main}', doc -> 'media' -> 'main') else '{}' end)
)::text) stored;
