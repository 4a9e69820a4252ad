/**
 * `--seed demo`: the demo catalogue. The catalogue's demo-store seed is not in
 * the tree yet, so this reports that plainly instead of seeding anything.
 */
import type { Database } from "../db/database.ts";

/** Seeds the demo catalogue into an empty store; returns a line describing what happened. */
export async function seedDemo(_db: Database): Promise<string> {
  return "demo seed not available yet: the catalogue's demo store is not built; the store starts empty";
}
