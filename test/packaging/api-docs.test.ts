/**
 * `npm run docs`: TypeDoc builds the API reference of the three packages' public entry points
 * with its link validation as errors (a `{@link}` to nothing, a documented type that is not
 * exported); and every relative link between the generated pages leads to a page that exists.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "vitrine-api-docs-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

it("builds the API reference with no validation warning and no broken internal link", () => {
  const typedoc = join(root, "node_modules/typedoc/bin/typedoc");
  const run = spawnSync(process.execPath, [typedoc, "--out", out], { cwd: root, encoding: "utf8" });
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/warning|error/i);
  expect(run.status).toBe(0);

  const pages = htmlFiles(out);
  expect(existsSync(join(out, "index.html"))).toBe(true);
  expect(pages.length).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const page of pages)
    for (const [, href] of readFileSync(page, "utf8").matchAll(/href="([^"#?]+\.html)(?:#[^"]*)?"/g))
      if (href && !/^[a-z]+:/i.test(href) && !existsSync(resolve(dirname(page), href)))
        broken.push(`${page.slice(out.length + 1)} → ${href}`);
  expect(broken).toEqual([]);
});
