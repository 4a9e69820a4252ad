/**
 * In-memory PGlite from the migrated template: the first database writes the template to the
 * cache folder, later ones load it, each is migrated and each is a database of its own.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the migrations
import { MIGRATIONS_DIR } from "../../src/db/migrate.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the migrated PGlite template
import { openMigratedMemoryPglite } from "../../src/db/pglite-template.ts";

describe("in-memory PGlite from the migrated template", () => {
  const cache = mkdtempSync(join(tmpdir(), "vitrine-template-"));
  const before = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = cache;
  afterAll(() => {
    if (before === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = before;
    rmSync(cache, { recursive: true, force: true });
  });

  it("keeps the template in the user's cache folder, private, and starts later databases from it, migrated and apart", async () => {
    const migrations = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith(".sql")).sort();
    const first = await openMigratedMemoryPglite();
    const folder = join(cache, "vitrine-emulator");
    const [template] = readdirSync(folder);
    expect(template).toMatch(/^pglite-template-[0-9a-f]{20}\.tar$/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, template ?? "")).mode & 0o777).toBe(0o600);

    await first.query("insert into schema_migrations (name) values ('written-in-the-first')");
    const second = await openMigratedMemoryPglite();
    const names = (
      await second.query<{ name: string }>("select name from schema_migrations order by name")
    ).map((row) => row.name);
    expect(names).toEqual(migrations);
    await Promise.all([first.close(), second.close()]);
  });
});
