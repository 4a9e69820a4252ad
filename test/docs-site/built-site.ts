/**
 * The docs site built for the browser test: `npm run docs`'s script, run once, into a temp folder,
 * with the repository's guides plus a throwaway one (so the guides' sidebar is seen built from the
 * folder's files). The caller removes the folder.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The throwaway guide's title, looked for in the built sidebar. */
export const THROWAWAY_GUIDE = "Throwaway guide for the site test";

/** A built site: the temp folder holding it, and the site's own folder inside. */
export interface BuiltSite {
  /** Remove this when done. */
  temp: string;
  /** The site's pages. */
  site: string;
}

/** Builds the site; rejects with the build's output when it fails. */
export async function buildSite(): Promise<BuiltSite> {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const temp = mkdtempSync(join(tmpdir(), "vitrine-docs-site-"));
  const guides = join(temp, "guides");
  mkdirSync(guides);
  if (existsSync(join(root, "docs/guides"))) cpSync(join(root, "docs/guides"), guides, { recursive: true });
  writeFileSync(
    join(guides, "zz-throwaway.md"),
    `# ${THROWAWAY_GUIDE}\n\nSee [\`createClient\`](../api/@vitrine/sdk.md#createclient).\n\n## A section\n\nText.\n`,
  );
  const site = join(temp, "site");
  const script = join(root, "scripts/docs/build-site.mjs");
  const build = spawn(process.execPath, [script, "--guides", guides, "--out", site], { cwd: root });
  let output = "";
  build.stdout.on("data", (chunk) => {
    output += chunk;
  });
  build.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const status = await new Promise<number | null>((resolve) => build.on("close", resolve));
  if (status !== 0) throw new Error(`the docs build failed:\n${output}`);
  return { temp, site };
}
