-- A listed product's brand and ribbon as JSON text to append to its object's members:
-- `,"brand":{"id": …, "name": …}` and `,"ribbon":{…}`, each only when the entity still exists,
-- else nothing (see `src/catalog-v3/products/listed-product-sql.ts`); its arguments are the
-- product row's `brand_id` and `ribbon_id`. A function, called only for a product with a brand
-- or a ribbon: two subqueries in the page's statement are set up on every page, with or without
-- brands (about a tenth of the statement's backend CPU).
create function v3_listed_names(text, text) returns text
language plpgsql stable as $$
begin
  return coalesce((select ',"brand":' || jsonb_build_object('id', e.id, 'name', e.name)::text
      from v3_brands e where e.id = $1), '')
    || coalesce((select ',"ribbon":' || jsonb_build_object('id', e.id, 'name', e.name)::text
      from ribbons e where e.id = $2), '');
end
$$;
