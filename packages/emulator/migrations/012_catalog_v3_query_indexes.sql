-- Catalogue v3 product queries by `handle` and by option ids (`options.id`), both read from the
-- stored document: `v3_option_ids` lists a document's option ids (the field table filters on it),
-- and an index on each expression serves the lookups.

create function v3_option_ids(doc jsonb) returns text[]
language sql immutable parallel safe
as $$
  select coalesce(array(
    select option ->> 'id'
    from jsonb_array_elements(
      case jsonb_typeof(doc -> 'options') when 'array' then doc -> 'options' else '[]'::jsonb end
    ) as option
    where option ->> 'id' is not null
  ), '{}')
$$;

create index v3_products_handle on v3_products ((doc ->> 'handle'));
create index v3_products_option_ids on v3_products using gin (v3_option_ids(doc));
