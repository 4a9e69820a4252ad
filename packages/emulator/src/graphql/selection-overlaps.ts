/**
 * The work validation's field-merging rule would do on a document, counted from
 * its syntax before validation runs, so that a document which would keep the
 * rule busy for seconds is refused in microseconds.
 *
 * graphql-js's "overlapping fields can be merged" rule compares, in every
 * selection set, each pair of selections answering under the same name
 * (including those that fragment spreads bring in) and each pair of fragments
 * spread there. Its time grows with the square of those counts: a 15 KB
 * document of 400 fragments each selecting `p { id }` and all spread in one
 * place, or one field written 1 200 times, or a chain of 450 fragments each
 * adding `id` and spreading the next, costs it a second or more of CPU.
 *
 * The count here flattens each named fragment once (its selections by response
 * name, and how many fragments it spreads) and reuses that at every spread; it
 * stops as soon as the count passes the limit, so its own time grows with the
 * document's length, never with what it would expand to.
 */
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
} from "graphql";

/**
 * Most pairs of same-named selections (and of fragment spreads) a document may
 * ask validation to compare. Documents written by hand or by GraphQL tools
 * (introspection included) have next to none; about 1 000 pairs validate in
 * well under a millisecond.
 */
export const MAX_SELECTION_PAIRS = 1_000;

/** A selection set with every fragment in it written out: selections by response name, and spreads. */
interface Flattened {
  names: Map<string, number>;
  spreads: number;
}

/** Thrown inside the count once it passes the limit, to stop it. */
class OverLimit extends Error {}

/** Counts pairs across one document, flattening each named fragment once. */
class PairCounter {
  pairs = 0;
  private readonly flattened = new Map<string, Flattened>();

  constructor(private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>) {}

  /** Counts the pairs of `selectionSet` and of every selection set nested in it. */
  countSet(selectionSet: SelectionSetNode): void {
    const own: Flattened = { names: new Map(), spreads: 0 };
    this.addSelections(own, selectionSet.selections);
  }

  /** Adds `selections` to `into`, counting the pairs each addition makes. */
  private addSelections(into: Flattened, selections: readonly SelectionNode[]): void {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        this.add(into, (selection.alias ?? selection.name).value, 1);
        if (selection.selectionSet) this.countSet(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        this.addSelections(into, selection.selectionSet.selections);
      } else {
        const fragment = this.fragment(selection.name.value);
        this.addSpreads(into, 1 + fragment.spreads);
        for (const [name, count] of fragment.names) this.add(into, name, count);
      }
    }
  }

  /** Adds `count` selections answering as `name`: each pairs with every one already there and with each other. */
  private add(into: Flattened, name: string, count: number): void {
    const before = into.names.get(name) ?? 0;
    into.names.set(name, before + count);
    this.charge(before * count + (count * (count - 1)) / 2);
  }

  private addSpreads(into: Flattened, count: number): void {
    this.charge(into.spreads * count + (count * (count - 1)) / 2);
    into.spreads += count;
  }

  private charge(pairs: number): void {
    this.pairs += pairs;
    if (this.pairs > MAX_SELECTION_PAIRS) throw new OverLimit();
  }

  /**
   * The named fragment written out, flattened (and its pairs counted) on its first spread. An unknown fragment, or a
   * fragment reached again through its own spreads (both refused by validation afterwards),
   * counts as empty.
   */
  fragment(name: string): Flattened {
    const known = this.flattened.get(name);
    if (known) return known;
    const flattened: Flattened = { names: new Map(), spreads: 0 };
    this.flattened.set(name, { names: new Map(), spreads: 0 });
    const definition = this.fragments.get(name);
    if (definition) this.addSelections(flattened, definition.selectionSet.selections);
    this.flattened.set(name, flattened);
    return flattened;
  }
}

/**
 * How many pairs of selections validation would compare in `document`, counted up to just past
 * `MAX_SELECTION_PAIRS` (the count stops there): a figure over the limit means "too many".
 *
 * @example
 * ```ts
 * if (selectionPairs(document) > MAX_SELECTION_PAIRS) refuse();
 * ```
 */
export function selectionPairs(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const counter = new PairCounter(fragments);
  try {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) counter.countSet(definition.selectionSet);
      else if (definition.kind === Kind.FRAGMENT_DEFINITION) counter.fragment(definition.name.value);
    }
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error;
  }
  return counter.pairs;
}
