-- `list_text` (migration 016) is stored without its closing brace: a listed product's read
-- appends the members it builds (options, inventory, brand, ribbon) and the brace, instead of
-- cutting the brace off every row's text on every read (`left(list_text, -1)` walks the whole
-- text to count its characters: about an eighth of a page's statement).
alter table v3_products drop column list_text;

alter table v3_products add column list_text text generated always as (left((
  jsonb_set(
    jsonb_set(
      doc - '{url,currency,costRange,directCategoriesInfo,allCategoriesInfo,plainDescription,brand,ribbon,infoSections,media,options,variantsInfo,inventory}'::text[],
      '{infoSections}', coalesce(doc -> 'infoSections', '[]')),
    '{media}', case when jsonb_typeof(doc -> 'media' -> 'main') = 'object'
      then jsonb_set('{}', '{main}', doc -> 'media' -> 'main') else '{}' end)
)::text, -1)) stored;

alter table v3_products alter column list_text set storage main;

-- The document stays in the row, compressed, as before migration 018: out of the row, get
-- product read one more page (the document's, in the TOAST table) for no gain to a page of query
-- or search, which reads `list_text` and small columns only.
alter table v3_products alter column doc set storage extended;
