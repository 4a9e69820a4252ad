/**
 * Get, query and count for the small catalogue v3 entities (brands, info
 * sections, customizations), built from one description per entity: its
 * table, wire columns, field table and names on the wire. `fields:
 * ["ASSIGNED_PRODUCTS_COUNT"]` adds the number of products using each.
 */
import { requestedFieldsOf } from "../../catalog-core/model/requested-fields.ts";
import type { FieldTable } from "../../catalog-core/query/field-table.ts";
import { notFound } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { isObject } from "../../http/is-object.ts";
import { keysetCount, keysetPage } from "./keyset-page.ts";

/** How one entity is read. */
export interface EntityReads {
  /** Cursor tag and path segment, e.g. `brands`. */
  entity: string;
  /** The wire names: `brand`/`brands`, and the get call's id parameter (`brandId`). */
  singular: string;
  plural: string;
  idParameter: string;
  /** `from` clause with alias `e`, and the select list of the wire columns. */
  from: string;
  select: string;
  /** SQL counting the products that use row `e`. */
  assignedProductsCount: string;
  table: FieldTable;
  notFoundCode: string;
  /** The wire entity of a selected row. */
  toWire(row: Record<string, unknown>): object;
  /** Requested fields besides `ASSIGNED_PRODUCTS_COUNT` that are accepted (and change nothing). */
  otherFields?: readonly string[];
}

function wantsCount(reads: EntityReads, value: unknown): boolean {
  const known = ["ASSIGNED_PRODUCTS_COUNT", ...(reads.otherFields ?? [])];
  return requestedFieldsOf(value, known).has("ASSIGNED_PRODUCTS_COUNT");
}

function selectList(reads: EntityReads, withCount: boolean): string {
  return withCount
    ? `${reads.select}, (${reads.assignedProductsCount})::int as "assignedProductsCount"`
    : reads.select;
}

/**
 * The get, query and count endpoints of an entity.
 *
 * @example
 * ```ts
 * export const brandReadEndpoints = entityReadEndpoints(brandReads);
 * ```
 */
export function entityReadEndpoints(reads: EntityReads): Endpoint[] {
  const base = `/stores/v3/${reads.entity}`;
  const source = (withCount: boolean) => ({
    entity: reads.entity,
    table: reads.table,
    from: reads.from,
    select: selectList(reads, withCount),
  });
  return [
    {
      method: "GET",
      path: `${base}/query`,
      access: "read",
      async handle(input: EndpointInput) {
        const withCount = wantsCount(reads, input.payload.fields);
        const query = isObject(input.payload.query) ? input.payload.query : {};
        const page = await keysetPage<Record<string, unknown>>(input.db, source(withCount), query, "query");
        return { [reads.plural]: page.rows.map(reads.toWire), pagingMetadata: page.pagingMetadata };
      },
    },
    {
      method: "POST",
      path: `${base}/count`,
      access: "read",
      async handle(input: EndpointInput) {
        return { count: await keysetCount(input.db, source(false), input.payload.filter, "filter") };
      },
    },
    {
      method: "GET",
      path: `${base}/{${reads.idParameter}}`,
      access: "read",
      async handle(input: EndpointInput) {
        const withCount = wantsCount(reads, input.payload.fields);
        const id = input.payload[reads.idParameter];
        const [row] = await input.db.query(
          `select ${selectList(reads, withCount)} from ${reads.from} where e.id = $1`,
          [typeof id === "string" ? id : ""],
        );
        if (!row) throw notFound(reads.notFoundCode, `No ${reads.singular} has id ${String(id)}.`);
        return { [reads.singular]: reads.toWire(row) };
      },
    },
  ];
}

/** Field specs every entity has: id, createdDate, updatedDate (sortable). */
export function commonEntityFields(): FieldTable["fields"] {
  const id = { sql: "e.id", type: "text", sortable: true, unique: true } as const;
  const created = { sql: "e.created_date", type: "timestamp", sortable: true } as const;
  const updated = { sql: "e.updated_date", type: "timestamp", sortable: true } as const;
  return {
    id,
    _id: id,
    createdDate: created,
    _createdDate: created,
    updatedDate: updated,
    _updatedDate: updated,
  };
}
