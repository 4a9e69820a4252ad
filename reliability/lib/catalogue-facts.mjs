/**
 * What a load run needs to know of the seeded catalogue, read from the store
 * before the emulator starts: visible product ids, the generated (simple)
 * products that writes may change, a choice of every option of the products
 * that have options, and the collection slugs.
 */

/** Reads `{ productIds, writableIds, optionChoices, collectionSlugs }` from `db`. */
export async function catalogueFacts(db) {
  const products = await db.query(
    "select id, slug, doc->'productOptions' as options from products where visible",
  );
  const optionChoices = [];
  for (const { id, options } of products) {
    if (!Array.isArray(options) || options.length === 0) continue;
    // Every combination of the first two choices of each option (a few per product).
    let combinations = [{}];
    for (const option of options) {
      const choices = option.choices.slice(0, 2).map((choice) => choice.description);
      combinations = combinations.flatMap((partial) =>
        choices.map((choice) => ({ ...partial, [option.name]: choice })),
      );
    }
    for (const choice of combinations) optionChoices.push({ id, options: choice });
  }
  const collections = await db.query("select slug from collections where visible");
  return {
    productIds: products.map((p) => p.id),
    writableIds: products.filter((p) => p.slug.startsWith("gen-")).map((p) => p.id),
    optionChoices,
    collectionSlugs: collections.map((c) => c.slug),
  };
}
