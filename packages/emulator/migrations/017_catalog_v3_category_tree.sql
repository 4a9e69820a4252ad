-- Catalogue v3 categories as a tree with their own revisions (see
-- `src/catalog-v3/categories/`).
--
-- `parent_id`: the parent category (null at the top level); deleting a category deletes its
-- subcategories. `ancestor_ids`: the path from the top-level category down to the parent, root
-- first (empty at the top level), kept with `parent_id`; breadcrumbs and a product's
-- `allCategoriesInfo` read it. `position`: the place among the parent's subcategories.
-- `revision`, `created_date`, `updated_date`: as the other v3 entities.
alter table v3_categories add column parent_id text references v3_categories (id) on delete cascade;
alter table v3_categories add column ancestor_ids text[] not null default '{}';
alter table v3_categories add column position integer not null default 0;
alter table v3_categories add column revision bigint not null default 1;
alter table v3_categories add column created_date timestamptz not null default now();
alter table v3_categories add column updated_date timestamptz not null default now();

create index v3_categories_parent on v3_categories (parent_id, position);

