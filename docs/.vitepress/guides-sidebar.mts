/**
 * The guides' sidebar group, built from whatever `guides/*.md` files the site holds (sorted by file
 * name, titled by each file's first `#` heading), so a new guide needs no change here. No guides, no
 * group.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { DefaultTheme } from "vitepress";

/** One guide: its page link and title. */
export interface GuideEntry {
  /** The page's site path, e.g. `/guides/testing`. */
  link: string;
  /** The first `#` heading, or the file name when there is none. */
  text: string;
}

/** The guides under `srcDir/guides/` (the folder's `README.md` and `index.md` are not guides). */
export function listGuides(srcDir: string): GuideEntry[] {
  const dir = join(srcDir, "guides");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md") && !/^(readme|index)\.md$/i.test(name))
    .sort()
    .map((name) => {
      const heading = /^#\s+(.+)$/m.exec(readFileSync(join(dir, name), "utf8"))?.[1];
      return { link: `/guides/${name.slice(0, -3)}`, text: heading?.trim() ?? name.slice(0, -3) };
    });
}

/** The sidebar group of the guides, or none when the folder has no guide. */
export function guidesSidebar(srcDir: string): DefaultTheme.SidebarItem[] {
  const guides = listGuides(srcDir);
  return guides.length === 0 ? [] : [{ text: "Guides", items: guides }];
}
