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
  /**
   * The entity's wire name, e.g. `brand` or `infoSection`; the rest follow the provider's naming:
   * the list `brands`, the path segment and cursor tag `brands`/`info-sections`, the get call's id
   * parameter `brandId`, the not-found code `BRAND_NOT_FOUND`.
   */
  singular: string;
  /** `from` clause with alias `e`, and the select list of the wire columns. */
  from: string;
  select: string;
  /** SQL counting the products that use row `e`. */
  assignedProductsCount: string;
  table: FieldTable;
  /** The wire entity of a selected row; the row as selected when not given. */
  toWire?(row: Record<string, unknown>): object;
  /** Requested fields besides `ASSIGNED_PRODUCTS_COUNT` that are accepted (and change nothing). */
  otherFields?: readonly string[];
}

function wantsCount(reads: EntityReads, value: unknown): boolean {
  const known = ["ASSIGNED_PRODUCTS_COUNT", ...(reads.otherFields ?? [])];
  return requestedFieldsOf(value, known).has("ASSIGNED_PRODUCTS_COUNT");
}

/** The names an entity's calls use, from its wire name (see `EntityReads.singular`). */
function namesOf(singular: string) {
  const plural = `${singular}s`;
  const words = singular.replace(/[A-Z]/g, (upper) => `_${upper}`);
  return {
    plural,
    path: plural.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`),
    idParameter: `${singular}Id`,
    notFoundCode: `${words.toUpperCase()}_NOT_FOUND`,
  };
}

function wireOf(reads: EntityReads): (row: Record<string, unknown>) => object {
  return reads.toWire ?? ((row) => row);
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
  const names = namesOf(reads.singular);
  const base = `/stores/v3/${names.path}`;
  const source = (withCount: boolean) => ({
    entity: names.path,
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
        return { [names.plural]: page.rows.map(wireOf(reads)), pagingMetadata: page.pagingMetadata };
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
      path: `${base}/{${names.idParameter}}`,
      access: "read",
      async handle(input: EndpointInput) {
        const withCount = wantsCount(reads, input.payload.fields);
        const id = input.payload[names.idParameter];
        const [row] = await input.db.query(
          `select ${selectList(reads, withCount)} from ${reads.from} where e.id = $1`,
          [typeof id === "string" ? id : ""],
        );
        if (!row) throw notFound(names.notFoundCode, `No ${reads.singular} has id ${String(id)}.`);
        return { [reads.singular]: wireOf(reads)(row) };
      },
    },
  ];
}

/**
 * An entity's field table: the fields every entity has (id, createdDate, updatedDate, each also
 * with the `_` prefix, all sortable) and its own `fields`, ordered newest first by default, ties
 * broken by id.
 *
 * @example
 * ```ts
 * const table = entityFieldTable({ name: { sql: "e.name", type: "text", sortable: true, patternOrder: true } });
 * ```
 */
export function entityFieldTable(fields: FieldTable["fields"]): FieldTable {
  const id = { sql: "e.id", type: "text", sortable: true, unique: true } as const;
  const created = { sql: "e.created_date", type: "timestamp", sortable: true } as const;
  const updated = { sql: "e.updated_date", type: "timestamp", sortable: true } as const;
  return {
    fields: {
      id,
      _id: id,
      createdDate: created,
      _createdDate: created,
      updatedDate: updated,
      _updatedDate: updated,
      ...fields,
    },
    tiebreak: ["e.id"],
    defaultSort: [{ field: "createdDate", descending: true }],
  };
}
