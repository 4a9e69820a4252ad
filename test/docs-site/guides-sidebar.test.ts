/**
 * The guides' sidebar is built from the files in the folder: none for a missing or empty folder,
 * else one entry per guide, sorted by file name and titled by its first heading.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { guidesSidebar, listGuides } from "../../docs/.vitepress/guides-sidebar.mts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function siteFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-guides-"));
  made.push(dir);
  return dir;
}

it("has no guides group without a guides folder or with an empty one", () => {
  const dir = siteFolder();
  expect(guidesSidebar(dir)).toEqual([]);
  mkdirSync(join(dir, "guides"));
  writeFileSync(join(dir, "guides", "README.md"), "# How the guides are checked\n");
  expect(guidesSidebar(dir)).toEqual([]);
});

it("lists each guide by file name, titled by its first heading", () => {
  const dir = siteFolder();
  mkdirSync(join(dir, "guides"));
  writeFileSync(join(dir, "guides", "testing.md"), "Intro.\n\n# Testing your store\n\n## More\n");
  writeFileSync(join(dir, "guides", "a-shop.md"), "# A shop in five minutes\n");
  writeFileSync(join(dir, "guides", "untitled.md"), "No heading.\n");
  writeFileSync(join(dir, "guides", "notes.txt"), "# Not a guide\n");
  expect(listGuides(dir)).toEqual([
    { link: "/guides/a-shop", text: "A shop in five minutes" },
    { link: "/guides/testing", text: "Testing your store" },
    { link: "/guides/untitled", text: "untitled" },
  ]);
  expect(guidesSidebar(dir)).toEqual([{ text: "Guides", items: listGuides(dir) }]);
});
