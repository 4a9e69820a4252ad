/**
 * The docs site (VitePress): the landing page, the guides (`guides/*.md`, whatever is there), the
 * package READMEs and the API reference TypeDoc generates, with local search. `npm run docs`
 * (`scripts/docs/build-site.mjs`) stages these pages and builds this config over them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitepress";
import { apiSidebar } from "./api-sidebar.mts";
import { guidesSidebar, listGuides } from "./guides-sidebar.mts";

const srcDir = fileURLToPath(new URL("..", import.meta.url));
/** What the build script knows about the staged pages: the entry modules in reference order. */
const staged = JSON.parse(readFileSync(new URL("site-data.json", import.meta.url), "utf8")) as {
  entryOrder: string[];
};
const guides = listGuides(srcDir);

const packagesSidebar = {
  text: "Packages",
  items: [
    { text: "@vitrine/sdk", link: "/packages/sdk" },
    { text: "@vitrine/react", link: "/packages/react" },
    { text: "@vitrine/emulator", link: "/packages/emulator" },
  ],
};

export default defineConfig({
  title: "Vitrine",
  description: "A TypeScript client layer for headless online stores, with a local emulator.",
  lang: "en",
  cleanUrls: false,
  // Links to a local emulator or storefront in the READMEs name a server, not a page.
  ignoreDeadLinks: "localhostLinks",
  lastUpdated: false,
  // The site is built offline and served from any host: no fonts or scripts from elsewhere.
  head: [["meta", { name: "color-scheme", content: "light dark" }]],
  // The landing page's first action opens the first guide, when there is one.
  transformPageData(page) {
    if (page.relativePath !== "index.md" || !guides[0]) return;
    const hero = page.frontmatter.hero as { actions: { theme: string; text: string; link: string }[] };
    hero.actions.unshift({ theme: "brand", text: "Read the guides", link: guides[0].link });
  },
  // Syntax colours that keep 4.5:1 against the code background in both colour schemes.
  markdown: { theme: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" } },
  themeConfig: {
    nav: [
      ...(guides[0] ? [{ text: "Guides", link: guides[0].link }] : []),
      { text: "API reference", link: "/api/" },
      { text: "Packages", link: "/packages/sdk" },
    ],
    sidebar: [...guidesSidebar(srcDir), ...apiSidebar(srcDir, staged.entryOrder), packagesSidebar],
    search: { provider: "local" },
    outline: { level: [2, 3] },
    docFooter: { prev: "Previous page", next: "Next page" },
  },
});
