/**
 * A migrated in-memory PGlite starts from a template. A fresh PGlite runs PostgreSQL's `initdb`
 * and then every migration, about 5 s of CPU; every fresh, migrated database is the same, so the
 * first one's data folder is kept as a tarball, in this process and in the user's cache folder
 * (`$XDG_CACHE_HOME/vitrine-emulator`, else `~/.cache/vitrine-emulator`, private to the user),
 * and later databases load it, about 1 s. The tarball's name holds a hash of the PGlite version
 * and of every migration, so a changed schema or engine never loads an old template.
 * `VITRINE_PGLITE_TEMPLATE=off` turns the file cache off (the process's own copy stays).
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Database } from "./database.ts";
import { MIGRATIONS_DIR, migrate } from "./migrate.ts";
import { createPglite, wrapPglite } from "./pglite-database.ts";

const templates = new Map<string, Promise<Blob | undefined>>();

// The package's exports hide its package.json: it is found above the module PGlite resolves to.
async function pgliteVersion(): Promise<string> {
  let folder = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    try {
      const found = JSON.parse(await readFile(new URL("package.json", folder), "utf8")) as Record<
        string,
        string
      >;
      if (found.name === "@electric-sql/pglite") return found.version ?? "";
    } catch {
      // no package.json at this level
    }
    const parent = new URL("..", folder);
    if (parent.href === folder.href) return "";
    folder = parent;
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`pglite ${await pgliteVersion()}\n`);
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith(".sql")).sort();
  for (const name of files) hash.update(`${name}\n`).update(await readFile(new URL(name, MIGRATIONS_DIR)));
  return hash.digest("hex").slice(0, 20);
}

function cacheFile(key: string): string | undefined {
  if (process.env.VITRINE_PGLITE_TEMPLATE === "off") return undefined;
  const base = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(base, "vitrine-emulator", `pglite-template-${key}.tar`);
}

async function readTemplate(file: string | undefined): Promise<Blob | undefined> {
  if (!file) return undefined;
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return undefined; // not made yet
  }
}

// Written under a name of its own, then renamed: a process never reads a half-written template.
async function keepTemplate(file: string | undefined, template: Blob): Promise<void> {
  if (!file) return;
  try {
    await mkdir(join(file, ".."), { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await template.arrayBuffer()), { mode: 0o600 });
    await rename(partial, file);
  } catch {
    // A read-only or full disk only costs the next process the slower start.
  }
}

/** A new in-memory PGlite with every migration applied, started from the template when there is one. */
export async function openMigratedMemoryPglite(): Promise<Database> {
  const key = await templateKey();
  const file = cacheFile(key);
  const kept = file ?? key; // the process's copy goes with the file it stands for
  let template = templates.get(kept);
  if (!template) {
    template = readTemplate(file);
    templates.set(kept, template);
  }
  const found = await template;
  if (found) {
    const db = wrapPglite(await createPglite({ loadDataDir: found }));
    await migrate(db); // finds nothing to apply: the key names every migration
    return db;
  }
  const pglite = await createPglite({});
  const db = wrapPglite(pglite);
  await migrate(db);
  await pglite.exec("checkpoint");
  const made = await pglite.dumpDataDir("none");
  templates.set(kept, Promise.resolve(made));
  await keepTemplate(file, made);
  return db;
}
