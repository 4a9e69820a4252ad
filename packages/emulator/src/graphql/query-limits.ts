/**
 * Depth and cost bounds of a GraphQL operation, checked after validation and
 * before anything runs.
 *
 * - **Depth**: fields nested at most `MAX_DEPTH` deep (a root field is depth
 *   1). Introspection (`__schema`, `__type`) is bounded apart, by
 *   `MAX_INTROSPECTION_DEPTH`, which the introspection query of GraphQL tools
 *   fits.
 * - **Cost**: every field counts once per object it may be resolved on. A paged
 *   field (one answering `items` and `pageInfo`) resolves its selection on up
 *   to `paging.limit` objects (the `paging` of its input or of its input's
 *   `query`; default 50, the reads' default; counted at most 100, the reads'
 *   maximum), so it multiplies the cost of its selection;
 *   lists inside a document (variants, media, options) are read with the
 *   document and count once. Introspection fields cost nothing.
 */
import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  GraphQLInterfaceType,
  type GraphQLNamedType,
  GraphQLObjectType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  Kind,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
} from "graphql";

/** Deepest field nesting of an operation. */
export const MAX_DEPTH = 8;
/** Deepest field nesting inside `__schema` or `__type`, counted from the operation's root. */
export const MAX_INTROSPECTION_DEPTH = 15;
/** Highest cost of an operation (a page of 100 products of 90 fields costs 9 101). */
export const MAX_COST = 10_000;
/** Page size a paged field is counted at when its query sets no limit. */
const DEFAULT_PAGE_SIZE = 50;
/** Largest page size counted (larger limits are refused by the reads themselves). */
const MAX_PAGE_SIZE = 100;

/** The `paging` of a paged field's arguments: `{paging}`, `{query: {paging}}` under any argument. */
function pagingOf(args: Record<string, unknown>): unknown {
  for (const value of Object.values(args)) {
    if (typeof value !== "object" || value === null) continue;
    const { paging, query } = value as { paging?: unknown; query?: { paging?: unknown } | null };
    if (paging !== undefined) return paging;
    if (typeof query === "object" && query !== null && query.paging !== undefined) return query.paging;
  }
  return undefined;
}

/** Whether a field answers a page (its type has `items` and `pageInfo`). */
function isPaged(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  return type instanceof GraphQLObjectType && "items" in type.getFields() && "pageInfo" in type.getFields();
}

/** On how many objects a field's selection is resolved, per object the field is resolved on. */
function fanOut(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): number {
  if (!isPaged(field)) return 1;
  const paging = pagingOf(getArgumentValues(field, node, variables));
  const limit =
    typeof paging === "object" && paging !== null ? (paging as { limit?: unknown }).limit : undefined;
  if (typeof limit !== "number") return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(limit, 0), MAX_PAGE_SIZE);
}

/** The definition of field `name` of `parent`, meta fields included. */
function fieldOf(parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  if (parent instanceof GraphQLObjectType || parent instanceof GraphQLInterfaceType)
    return parent.getFields()[name];
  return undefined;
}

/** Walks an operation, keeping the deepest nesting (apart inside introspection) and the cost. */
class OperationWalker {
  depth = 0;
  introspectionDepth = 0;
  cost = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  /**
   * Walks `selectionSet` on `type` whose field sits at `depth`; each field in it is resolved
   * `weight` times; `introspection` inside `__schema` and `__type`.
   */
  walk(
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    depth: number,
    weight: number,
    introspection = false,
  ): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        this.field(selection, type, depth + 1, weight, introspection);
        continue;
      }
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : this.fragments.get(selection.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition && this.schema.getType(fragment.typeCondition.name.value);
      this.walk(fragment.selectionSet, condition ?? type, depth, weight, introspection);
    }
  }

  private field(
    node: FieldNode,
    parent: GraphQLNamedType,
    depth: number,
    weight: number,
    inIntrospection: boolean,
  ): void {
    const name = node.name.value;
    const introspection =
      inIntrospection || name === SchemaMetaFieldDef.name || name === TypeMetaFieldDef.name;
    if (introspection) this.introspectionDepth = Math.max(this.introspectionDepth, depth);
    else {
      this.depth = Math.max(this.depth, depth);
      this.cost += weight;
    }
    const field = fieldOf(parent, name);
    if (!node.selectionSet || !field) return;
    const inner = introspection ? 0 : weight * fanOut(field, node, this.variables);
    this.walk(node.selectionSet, getNamedType(field.type), depth, inner, introspection);
  }
}

/** A bound an operation exceeds: the error to report and its code. */
export interface ExceededLimit {
  error: GraphQLError;
  code: "QUERY_TOO_DEEP" | "QUERY_TOO_COSTLY";
}

/**
 * Measures `operation` (with the document's fragments and the coerced variables) and returns
 * the bounds it exceeds: none when it fits.
 *
 * @example
 * ```ts
 * const exceeded = checkQueryLimits(schema, fragments, operation, variables.coerced);
 * ```
 */
export function checkQueryLimits(
  schema: GraphQLSchema,
  fragments: readonly FragmentDefinitionNode[],
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): ExceededLimit[] {
  const byName = new Map(fragments.map((fragment) => [fragment.name.value, fragment]));
  const root = schema.getRootType(operation.operation);
  if (!root) return [];
  const walker = new OperationWalker(schema, byName, variables);
  walker.walk(operation.selectionSet, root, 0, 1);
  const errors: ExceededLimit[] = [];
  const exceeded = (message: string, code: ExceededLimit["code"]) =>
    errors.push({ error: new GraphQLError(message, { nodes: operation }), code });
  if (walker.depth > MAX_DEPTH)
    exceeded(`Query depth ${walker.depth} exceeds the limit of ${MAX_DEPTH}.`, "QUERY_TOO_DEEP");
  if (walker.introspectionDepth > MAX_INTROSPECTION_DEPTH)
    exceeded(
      `Introspection depth ${walker.introspectionDepth} exceeds the limit of ${MAX_INTROSPECTION_DEPTH}.`,
      "QUERY_TOO_DEEP",
    );
  if (walker.cost > MAX_COST)
    exceeded(
      `Query cost ${walker.cost} exceeds the limit of ${MAX_COST} (each field counts once per object it may be resolved on; a paged field multiplies its selection by its page size).`,
      "QUERY_TOO_COSTLY",
    );
  return errors;
}
