/**
 * `start --export-on-exit PATH`: when the emulator stops, the store is written
 * to PATH as a store file (the format of `vitrine-emulator export`, password
 * hashes included, so members still sign in after `--import PATH`). The file is
 * written beside PATH first and then renamed over it, so a stop that fails
 * half-way never leaves a torn file.
 */
import { renameSync, writeFileSync } from "node:fs";
import type { Database } from "../db/database.ts";
import { exportStore } from "./export-store.ts";

/**
 * Writes the store in `db` to `path` as a store file; resolves with a line saying what was written.
 *
 * @example
 * ```ts
 * out.log(await exportOnExit(db, "store.json"));
 * ```
 */
export async function exportOnExit(db: Database, path: string): Promise<string> {
  const file = await exportStore(db, { withPasswordHashes: true });
  const partial = `${path}.partial`;
  writeFileSync(partial, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(partial, path);
  return `exported the store to ${path}: ${file.products.length} products, ${file.members.length} members`;
}
