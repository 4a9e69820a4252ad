-- Catalogue v3 reads and writes of a category's subtree find its subcategories by their
-- ancestor path: `ancestor_ids @> array[id]` (a category's subtree: its items with
-- subcategories, delete, hiding, move, the depth below it) and `ancestor_ids && ids` (a product
-- filter on `allCategoriesInfo.categories` widened to the subtrees). A GIN index on the path
-- serves both, instead of reading every category.
create index v3_categories_ancestors on v3_categories using gin (ancestor_ids);
