/**
 * The API reference's sidebar group: TypeDoc's generated `api/typedoc-sidebar.json`, one entry per
 * import path, ordered as the entry points in `typedoc.json` (the main SDK entry first).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { DefaultTheme } from "vitepress";

/** The sidebar group of the API reference, with its entry modules in `order` (import paths). */
export function apiSidebar(srcDir: string, order: string[]): DefaultTheme.SidebarItem[] {
  const file = join(srcDir, "api", "typedoc-sidebar.json");
  if (!existsSync(file)) return [];
  const modules = JSON.parse(readFileSync(file, "utf8")) as DefaultTheme.SidebarItem[];
  const rank = (item: DefaultTheme.SidebarItem) => {
    const index = order.indexOf(item.text ?? "");
    return index === -1 ? order.length : index;
  };
  return [{ text: "API reference", link: "/api/", items: modules.sort((a, b) => rank(a) - rank(b)) }];
}
