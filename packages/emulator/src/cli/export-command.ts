/**
 * `vitrine-emulator export`: prints the store (a PGlite folder, or the PostgreSQL of
 * `DATABASE_URL`) as a store file on stdout, for `start --seed-file`. A PGlite folder is read
 * by one process at a time: stop the emulator that uses it first.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/open-database.ts";
import { exportStore } from "./export-store.ts";
import type { Output } from "./output.ts";

/** Usage text of `export`. */
export const EXPORT_USAGE = `Usage: vitrine-emulator export [options] > store.json

  --data DIR               the PGlite folder to read (default .vitrine/; stop the
                           emulator using it first)
  --with-password-hashes   include the members' password hashes (without them,
                           members loaded from the file reset their password)

Prints the catalogue (v1 products and collections), the members and the webhook
subscriptions as JSON; \`vitrine-emulator start --seed-file store.json\` loads it.
Environment: DATABASE_URL=postgres://… reads that database instead (unless --data is given).`;

/**
 * Runs `export` with `args` (after the command name); resolves with the exit code.
 *
 * @example
 * ```ts
 * process.exitCode = await runExport(["--data", ".vitrine"], process.env, console);
 * ```
 */
export async function runExport(args: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  let values: { data?: string | undefined; "with-password-hashes"?: boolean | undefined };
  try {
    values = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { data: { type: "string" }, "with-password-hashes": { type: "boolean" } },
    }).values;
  } catch (error) {
    out.error(`vitrine-emulator: ${(error as Error).message}\n\n${EXPORT_USAGE}`);
    return 2;
  }
  const location =
    values.data === undefined && env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: values.data ?? ".vitrine" };
  if ("dataDir" in location && !existsSync(location.dataDir)) {
    out.error(`vitrine-emulator: no store in ${location.dataDir} (pass --data DIR)`);
    return 1;
  }
  try {
    const db = await openDatabase(location);
    try {
      const file = await exportStore(db, { withPasswordHashes: values["with-password-hashes"] ?? false });
      out.log(JSON.stringify(file, null, 2));
      return 0;
    } finally {
      await db.close();
    }
  } catch (error) {
    out.error(`vitrine-emulator: export failed: ${(error as Error).message}`);
    return 1;
  }
}
