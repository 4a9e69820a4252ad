/**
 * Depth and cost bounds of a GraphQL operation, checked after validation and
 * before anything runs.
 *
 * - **Depth**: fields nested at most `MAX_DEPTH` deep (a root field is depth
 *   1; outside introspection a named fragment's spread counts one level, so a
 *   chain of fragments spreading each other is as deep as its length).
 *   Introspection (`__schema`, `__type`) is bounded apart, by
 *   `MAX_INTROSPECTION_DEPTH`, which the introspection query of GraphQL tools
 *   fits.
 * - **Cost**: every field counts once per object it may be resolved on. A paged
 *   field (one answering `items` and `pageInfo`) resolves its selection on up
 *   to `paging.limit` objects (the `paging` of its input or of its input's
 *   `query`; default 50, the reads' default; counted at most 100, the reads'
 *   maximum), so it multiplies the cost of its selection;
 *   lists inside a document (variants, media, options) are read with the
 *   document and count once. A named fragment counts at every spread, as if
 *   written out there. Introspection fields cost nothing.
 *
 * The walk measures each named fragment once and reuses its measure at every
 * spread, so its time grows with the document's length (bounded by the
 * parser's token limit), never with what the fragments expand to: a chain of
 * fragments each spreading the next twice is refused as soon as it is read.
 * Fragment cycles are refused before, by validation.
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

/** How deep and how costly a selection is, relative to the field (or root) holding it. */
interface Measure {
  /** Deepest field nesting below, outside introspection (0: no field). */
  depth: number;
  /** Deepest field nesting below, inside `__schema` or `__type` (0: none). */
  introspectionDepth: number;
  /** Cost per object the selection is resolved on. */
  cost: number;
}

const NOTHING: Measure = { depth: 0, introspectionDepth: 0, cost: 0 };

/** `measure` one level deeper outside introspection, as a fragment spread makes it. */
function spread(measure: Measure): Measure {
  return { ...measure, depth: measure.depth > 0 ? measure.depth + 1 : 0 };
}

function combined(a: Measure, b: Measure): Measure {
  return {
    depth: Math.max(a.depth, b.depth),
    introspectionDepth: Math.max(a.introspectionDepth, b.introspectionDepth),
    cost: a.cost + b.cost,
  };
}

/**
 * Measures selections. Each named fragment is measured once (per side of introspection) and its
 * measure reused at every spread, so the walk visits every selection of the document at most
 * twice, however the fragments spread each other; a spread counts once per reference in the cost
 * (as if written out) and, outside introspection, one level in the depth.
 */
class SelectionMeter {
  steps = 0;
  private readonly measured = new Map<string, Measure>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  /** `selectionSet` on `type`; `introspection` inside `__schema` and `__type`. */
  selection(selectionSet: SelectionSetNode, type: GraphQLNamedType, introspection: boolean): Measure {
    let measure = NOTHING;
    for (const selection of selectionSet.selections) {
      this.steps += 1;
      if (selection.kind === Kind.FIELD) {
        measure = combined(measure, this.field(selection, type, introspection));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && this.schema.getType(selection.typeCondition.name.value);
        measure = combined(measure, this.selection(selection.selectionSet, condition ?? type, introspection));
      } else {
        measure = combined(measure, spread(this.fragment(selection.name.value, introspection)));
      }
    }
    return measure;
  }

  /**
   * The named fragment, measured on its first spread. A fragment spreading itself (refused by
   * validation before the meter runs) would be measured as nothing on its inner spread.
   */
  private fragment(name: string, introspection: boolean): Measure {
    const key = `${introspection ? "i" : "o"}:${name}`;
    const known = this.measured.get(key);
    if (known) return known;
    const fragment = this.fragments.get(name);
    if (!fragment) return NOTHING;
    this.measured.set(key, NOTHING);
    const type = this.schema.getType(fragment.typeCondition.name.value);
    const measure = type ? this.selection(fragment.selectionSet, type, introspection) : NOTHING;
    this.measured.set(key, measure);
    return measure;
  }

  private field(node: FieldNode, parent: GraphQLNamedType, inIntrospection: boolean): Measure {
    const name = node.name.value;
    const introspection =
      inIntrospection || name === SchemaMetaFieldDef.name || name === TypeMetaFieldDef.name;
    const field = fieldOf(parent, name);
    const inner =
      node.selectionSet && field
        ? this.selection(node.selectionSet, getNamedType(field.type), introspection)
        : NOTHING;
    if (introspection) return { depth: 0, introspectionDepth: inner.introspectionDepth + 1, cost: 0 };
    return {
      depth: inner.depth + 1,
      introspectionDepth: inner.introspectionDepth > 0 ? inner.introspectionDepth + 1 : 0,
      cost: 1 + (field ? fanOut(field, node, this.variables) : 1) * inner.cost,
    };
  }
}

/** An operation's measure, and how many selections the walk visited to get it. */
export interface OperationMeasure extends Measure {
  steps: number;
}

/**
 * Measures `operation` with the document's `fragments` and the coerced `variables`: its deepest
 * field nesting (a fragment spread counts one level), apart inside introspection (fields only), its cost, and
 * the walk's steps (at most twice the document's selections, however fragments spread).
 *
 * @example
 * ```ts
 * const { depth, cost } = measureOperation(schema, fragments, operation, variables.coerced);
 * ```
 */
export function measureOperation(
  schema: GraphQLSchema,
  fragments: readonly FragmentDefinitionNode[],
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): OperationMeasure {
  const byName = new Map(fragments.map((fragment) => [fragment.name.value, fragment]));
  const root = schema.getRootType(operation.operation);
  if (!root) return { ...NOTHING, steps: 0 };
  const meter = new SelectionMeter(schema, byName, variables);
  const measure = meter.selection(operation.selectionSet, root, false);
  return { ...measure, steps: meter.steps };
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
  const measure = measureOperation(schema, fragments, operation, variables);
  const errors: ExceededLimit[] = [];
  const exceeded = (message: string, code: ExceededLimit["code"]) =>
    errors.push({ error: new GraphQLError(message, { nodes: operation }), code });
  if (measure.depth > MAX_DEPTH)
    exceeded(`Query depth ${measure.depth} exceeds the limit of ${MAX_DEPTH}.`, "QUERY_TOO_DEEP");
  if (measure.introspectionDepth > MAX_INTROSPECTION_DEPTH)
    exceeded(
      `Introspection depth ${measure.introspectionDepth} exceeds the limit of ${MAX_INTROSPECTION_DEPTH}.`,
      "QUERY_TOO_DEEP",
    );
  if (measure.cost > MAX_COST) {
    const cost = Number.isSafeInteger(measure.cost) ? `${measure.cost}` : `over ${Number.MAX_SAFE_INTEGER}`;
    exceeded(
      `Query cost ${cost} exceeds the limit of ${MAX_COST} (each field counts once per object it may be resolved on; a paged field multiplies its selection by its page size).`,
      "QUERY_TOO_COSTLY",
    );
  }
  return errors;
}
