/**
 * Adds to one cart through one database handle take turns: an add starts once
 * the previous add to that cart in this process has answered. Two adds at once
 * to one cart would otherwise both work from the same remembered cart, and the
 * second's save would find the revision moved and read the cart again; in turn,
 * the second works from what the first saved and saves without reading. Adds
 * to different carts do not wait for each other, and nothing here decides an
 * answer: each save still checks the cart's revision in the database.
 */
import type { Queryable } from "../../db/database.ts";

/** The last add queued for each cart, per database handle (removed once it has answered). */
const lastAddByDatabase = new WeakMap<Queryable, Map<string, Promise<void>>>();

/**
 * Runs `add` once every add to cart `id` queued before it through `db` has answered (whether
 * it succeeded or failed).
 *
 * @example
 * ```ts
 * return addInTurn(input.db, id, () => addToCartNow(input, id));
 * ```
 */
export function addInTurn<T>(db: Queryable, id: string, add: () => Promise<T>): Promise<T> {
  const lastAdds = lastAddByDatabase.get(db) ?? new Map<string, Promise<void>>();
  lastAddByDatabase.set(db, lastAdds);
  const previous = lastAdds.get(id);
  const run = previous ? previous.then(add) : add();
  const done = run.then(
    () => undefined,
    () => undefined,
  );
  lastAdds.set(id, done);
  done.then(() => {
    if (lastAdds.get(id) === done) lastAdds.delete(id);
  });
  return run;
}
