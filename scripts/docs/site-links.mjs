/**
 * The link check of the built docs site: every `<a href>` of every page that stays on the site
 * leads to a page that was built and, when it names an anchor, to an element with that id on it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";

/**
 * The broken links of the site in `dir`, one line each (`page → href`); empty when none.
 *
 * @param {string} dir the built site
 * @returns {string[]}
 */
export function siteLinkProblems(dir) {
  const pages = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".html"))
    .map((name) => name.split("\\").join("/"));
  /** @type {Map<string, Set<string>>} */
  const ids = new Map();
  const idsOf = (/** @type {string} */ page) => {
    let found = ids.get(page);
    if (!found) {
      const html = readFileSync(join(dir, page), "utf8");
      found = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1] ?? "")));
      ids.set(page, found);
    }
    return found;
  };
  const problems = [];
  for (const page of pages) {
    const html = readFileSync(join(dir, page), "utf8");
    for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decodeEntities(raw ?? "");
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue;
      const [path = "", anchor] = href.split("#");
      const target = path === "" ? page : targetPage(page, decodeURI(path));
      if (!existsSync(join(dir, target))) problems.push(`${page} → ${href} (no page ${target})`);
      else if (anchor && !idsOf(target).has(decodeURIComponent(anchor)))
        problems.push(`${page} → ${href} (no anchor #${anchor} on ${target})`);
    }
  }
  return problems;
}

/** The file of the page that `path`, linked from `page`, names. */
function targetPage(/** @type {string} */ page, /** @type {string} */ path) {
  const absolute = path.startsWith("/") ? path : posix.join(posix.dirname(`/${page}`), path);
  const file = absolute.endsWith("/") ? `${absolute}index.html` : absolute;
  return (file.endsWith(".html") ? file : `${file}.html`).slice(1);
}

/** The text of an attribute value with the entities VitePress writes in it resolved. */
function decodeEntities(/** @type {string} */ text) {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
