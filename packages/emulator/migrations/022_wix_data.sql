-- Wix Data: the site's data collections (the CMS) and their items, a document
-- store beside the catalogue. A collection is defined by the store (seed, store
-- file); its items are JSON documents whose system fields (`_id`,
-- `_createdDate`, `_updatedDate`, `_owner`) live in the document itself, so
-- every field, system or not, is filtered and sorted the same way.

-- A collection: its permissions (who may read, insert, update, remove) and its
-- fields (only reference fields matter to the emulator: which collection they
-- point to).
create table data_collections (
  id text primary key,                  -- the collection id the calls name (`dataCollectionId`), e.g. 'Pages'
  display_name text not null,
  fields jsonb not null,                -- [{key, displayName, type, typeMetadata}] as the provider's collection lists them
  permissions jsonb not null,           -- {read, insert, update, remove}: 'ANYONE' | 'SITE_MEMBER' | 'SITE_MEMBER_AUTHOR' | 'ADMIN'
  created_date timestamptz not null
);

-- An item of a collection; removing the collection removes its items.
create table data_items (
  collection_id text not null references data_collections (id) on delete cascade,
  id text not null,                     -- the item's `_id`, unique within its collection
  data jsonb not null,                  -- the item as stored, system fields included; multi-references as lists of ids
  primary key (collection_id, id)
);
