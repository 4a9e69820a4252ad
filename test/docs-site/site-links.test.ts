/**
 * The built site's link check: a link to a missing page or to a missing anchor is reported with its
 * page; links to existing pages and anchors, and links off the site, are not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { siteLinkProblems } from "../../scripts/docs/site-links.mjs";

const site = mkdtempSync(join(tmpdir(), "vitrine-site-links-"));
afterAll(() => rmSync(site, { recursive: true, force: true }));

it("reports links to missing pages and anchors, and nothing else", () => {
  mkdirSync(join(site, "api", "@vitrine", "sdk"), { recursive: true });
  writeFileSync(join(site, "api", "@vitrine", "sdk", "index.html"), '<h2 id="functions">Functions</h2>');
  writeFileSync(
    join(site, "index.html"),
    [
      '<a href="/api/@vitrine/sdk/">ok</a>',
      '<a href="./api/@vitrine/sdk/index.html#functions">ok</a>',
      '<a href="#top" id="top">ok</a>',
      '<a href="https://example.com/x.html">off the site</a>',
      '<a href="/api/@vitrine/sdk/#classes">no anchor</a>',
      '<a href="/guides/missing.html">no page</a>',
    ].join("\n"),
  );
  expect(siteLinkProblems(site)).toEqual([
    "index.html → /api/@vitrine/sdk/#classes (no anchor #classes on api/@vitrine/sdk/index.html)",
    "index.html → /guides/missing.html (no page guides/missing.html)",
  ]);
});
