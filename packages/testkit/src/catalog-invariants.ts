/**
 * What must hold in the emulator's catalogue tables after any sequence of requests,
 * checked with SQL: slugs unique and equal to the document's; the query
 * columns equal to the document; price and weight ranges equal to the variant
 * rows; no orphan variant; ribbons those in use (plus kept ones); collection counts
 * right; every product's latest outbox event carries its current document,
 * and no deleted product lingers.
 */
import type { Queryable } from "@vitrine/emulator";

const CHECKS: Array<[string, string]> = [
  [
    "duplicate or empty product slug",
    "select slug from products group by slug having count(*) > 1 or slug = ''",
  ],
  [
    "duplicate or empty collection slug",
    "select slug from collections group by slug having count(*) > 1 or slug = ''",
  ],
  [
    "product columns differ from the document",
    `select id from products where slug <> doc->>'slug' or name <> doc->>'name'
       or price <> (doc->'priceData'->>'price')::double precision
       or collection_ids <> coalesce(array(select jsonb_array_elements_text(doc->'collectionIds')), '{}')`,
  ],
  [
    "variant rows differ from the document's variants",
    `select p.id from products p
      where jsonb_array_length(coalesce(p.doc->'variants', '[]')) <> (select count(*) from variants v where v.product_id = p.id)`,
  ],
  [
    "price or weight range disagrees with the variant rows",
    `select p.id from products p join lateral (
        select min(v.price) as lo, max(v.price) as hi,
               min(coalesce((v.doc->'variant'->>'weight')::double precision, 0)) as wlo,
               max(coalesce((v.doc->'variant'->>'weight')::double precision, 0)) as whi
          from variants v where v.product_id = p.id) r on true
      where r.lo is not null and (
        r.lo <> (p.doc->'priceRange'->>'minValue')::double precision
        or r.hi <> (p.doc->'priceRange'->>'maxValue')::double precision
        or r.wlo <> (p.doc->'weightRange'->>'minValue')::double precision
        or r.whi <> (p.doc->'weightRange'->>'maxValue')::double precision)`,
  ],
  [
    "orphan variant row",
    "select v.product_id from variants v left join products p on p.id = v.product_id where p.id is null",
  ],
  [
    "ribbon table differs from the ribbons in use (kept ribbons, made through the v3 calls, may be unused)",
    `(select name from ribbons where not kept except select doc->>'ribbon' from products where coalesce(doc->>'ribbon', '') <> '')
     union all
     (select doc->>'ribbon' from products where coalesce(doc->>'ribbon', '') <> '' except select name from ribbons)`,
  ],
  [
    "collection document stores a product count (counts are computed when served)",
    "select c.id from collections c where c.doc ? 'numberOfProducts'",
  ],
  [
    "product without a product_created event",
    `select p.id from products p where not exists (
        select 1 from outbox o where o.entity_id = p.id and o.event_type = 'wix.stores.catalog.v3.product_created')`,
  ],
  [
    "product whose latest event does not carry its current document",
    `select p.id from products p join lateral (
        select o.payload from outbox o where o.entity_id = p.id and o.event_type like 'wix.stores.catalog.v3.product_%'
         order by o.id desc limit 1) e on true
      where coalesce(e.payload->'updatedEvent'->'currentEntity', e.payload->'createdEvent'->'entity') is distinct from p.doc`,
  ],
  [
    "deleted product still present",
    `select o.entity_id from outbox o join products p on p.id = o.entity_id
      where o.event_type = 'wix.stores.catalog.v3.product_deleted'`,
  ],
];

/**
 * The violated invariants, each with up to three offending keys; empty when all hold.
 *
 * @example
 * ```ts
 * expect(await catalogInvariantViolations(db)).toEqual([]);
 * ```
 */
export async function catalogInvariantViolations(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, sql] of CHECKS) {
    const rows = await db.query<Record<string, unknown>>(sql);
    if (rows.length > 0) problems.push(`${name}: ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return problems;
}
