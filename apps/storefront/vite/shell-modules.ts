/**
 * The modules some entries use (the client entry and the root route: the `shell` chunk of
 * `vite.config.ts`), found in the bundler's module graph the way its tree-shaking finds them: by
 * the names each module imports. A package's entry that only re-exports (`@vitrine/react`,
 * `@vitrine/sdk/catalog`, `@tanstack/react-query`) lists every module of the package, but a
 * module is taken only when one of its exports is asked for (or it is imported whole, or for its
 * side effects). Following every `importedIds` edge instead takes whole packages: the sign-in
 * flows, the cart's changes and the dashboard's catalogue writes, which the root reaches only
 * through those entries. A module the walk cannot read (no code, or imports it cannot match to
 * the graph's ids) has every import followed whole. The walk only places modules in chunks: one
 * it leaves out still loads, from the chunk the default chunking gives it.
 */
import { basename } from "node:path";
import { parseSync } from "vite";

/** What the chunking hook can read of a module. */
export interface GraphModule {
  readonly code: string | null;
  readonly importedIds: readonly string[];
  readonly exports: readonly string[];
}

/** What the chunking hook can read of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): GraphModule | null;
}

/** A request for a module: all of it (`"*"`), or some of its exports by name. */
type Wanted = "*" | readonly string[];

/** A module's imports and re-exports, by the id each resolves to. */
interface Links {
  /** Imported by the module's own code: followed as soon as the module is taken. */
  imports: { id: string; wanted: Wanted }[];
  /** Re-exported under a name (`export { a as b } from`, `export * as b from`): exported name → target. */
  named: Map<string, { id: string; wanted: Wanted }>;
  /** Re-exported whole (`export * from`). */
  stars: string[];
}

/** The module's import and export sources in the order of its text, deduplicated. */
function requestsInOrder(module: ReturnType<typeof parseSync>["module"]): string[] {
  const requests: { at: number; source: string }[] = [];
  for (const statement of module.staticImports)
    requests.push({ at: statement.start, source: statement.moduleRequest.value });
  for (const statement of module.staticExports)
    for (const entry of statement.entries)
      if (entry.moduleRequest) requests.push({ at: entry.start, source: entry.moduleRequest.value });
  requests.sort((a, b) => a.at - b.at);
  return [...new Set(requests.map((request) => request.source))];
}

/** A file's name without its folder and extensions (`./auth-client.js` and `…/auth-client.ts`). */
function stem(path: string): string {
  return basename(path.replace(/\?.*$/, "")).replace(/\..*$/, "");
}

/**
 * The id each import source of a module resolves to: its sources in the order of its text match
 * its `importedIds` (less the bundler's own helpers, `\0`-prefixed, added after), checked on the
 * relative ones' file names; `undefined` when they do not match (two sources resolving to one
 * module, as `react` and `react-dom` both to `preact/compat`).
 */
function resolvedSources(sources: readonly string[], module: GraphModule): Map<string, string> | undefined {
  const ids = module.importedIds.filter((id) => !id.startsWith("\0"));
  if (sources.length !== ids.length) return undefined;
  const idOf = new Map(sources.map((source, index) => [source, ids[index] ?? ""]));
  for (const [source, id] of idOf) if (source.startsWith(".") && stem(source) !== stem(id)) return undefined;
  return idOf;
}

/** The links of module `id`, or `undefined` when its code cannot be matched to its `importedIds`. */
function linksOf(id: string, module: GraphModule): Links | undefined {
  if (module.code === null) return undefined;
  const parsed = parseSync(id.replace(/\?.*$/, ""), module.code, { sourceType: "module" });
  const idOf =
    parsed.errors.length === 0 ? resolvedSources(requestsInOrder(parsed.module), module) : undefined;
  if (!idOf) return undefined;
  const helpers = module.importedIds.filter((next) => next.startsWith("\0"));
  const links: Links = {
    imports: helpers.map((next) => ({ id: next, wanted: "*" })),
    named: new Map(),
    stars: [],
  };
  // A module of imports and export lists only (`import { a } from "./a"; export { a }`) passes
  // each imported binding on under its exported name, as `export { a } from "./a"` would.
  const passesOn = parsed.program.body.every(
    (node) =>
      node.type === "ImportDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      (node.type === "ExportNamedDeclaration" && !node.declaration),
  );
  const bindings = new Map<string, { id: string; wanted: Wanted }>();
  for (const statement of parsed.module.staticImports) {
    const target = idOf.get(statement.moduleRequest.value) ?? "";
    const entries = statement.entries.filter((entry) => !entry.isType);
    const wanted = entries.map(({ importName }) =>
      importName.kind === "Default" ? "default" : (importName.name ?? ""),
    );
    const whole = entries.some(({ importName }) => importName.kind === "NamespaceObject");
    for (const [index, entry] of entries.entries())
      bindings.set(entry.localName.value, { id: target, wanted: whole ? "*" : [wanted[index] ?? ""] });
    if (!passesOn || entries.length === 0) links.imports.push({ id: target, wanted: whole ? "*" : wanted });
  }
  for (const statement of parsed.module.staticExports)
    for (const entry of statement.entries) {
      const { importName, exportName, localName, moduleRequest } = entry;
      if (entry.isType || !exportName.name) {
        if (!entry.isType && moduleRequest && importName.kind !== "Name")
          links.stars.push(idOf.get(moduleRequest.value) ?? "");
        continue;
      }
      if (!moduleRequest) {
        const binding = passesOn && localName.name ? bindings.get(localName.name) : undefined;
        if (binding) links.named.set(exportName.name, binding);
        continue;
      }
      const target = idOf.get(moduleRequest.value) ?? "";
      links.named.set(exportName.name, {
        id: target,
        wanted: importName.kind === "Name" ? [importName.name ?? ""] : "*",
      });
    }
  return links;
}

/**
 * The ids of the modules that `entries` use in `graph`, the entries included.
 *
 * @example
 * const shell = usedModules(graph, ["/app/src/entry.client.tsx"]);
 */
export function usedModules(graph: ModuleGraph, entries: readonly string[]): Set<string> {
  const taken = new Map<string, { whole: boolean; names: Set<string> }>();
  const queue: { id: string; wanted: Wanted }[] = entries.map((id) => ({ id, wanted: "*" }));
  const linksCache = new Map<string, Links | undefined>();
  const linksFor = (id: string, module: GraphModule) => {
    if (!linksCache.has(id)) linksCache.set(id, linksOf(id, module));
    return linksCache.get(id);
  };
  while (queue.length > 0) {
    const { id, wanted } = queue.shift() as { id: string; wanted: Wanted };
    const module = graph.getModuleInfo(id);
    if (!module) continue;
    const seen = taken.get(id);
    const state = seen ?? { whole: false, names: new Set<string>() };
    const fresh = state.whole ? [] : wanted === "*" ? "*" : wanted.filter((name) => !state.names.has(name));
    if (seen && fresh !== "*" && fresh.length === 0) continue;
    taken.set(id, state);
    const links = linksFor(id, module);
    if (!links) {
      if (!seen) for (const next of module.importedIds) queue.push({ id: next, wanted: "*" });
      state.whole = true;
      continue;
    }
    if (!seen) queue.push(...links.imports);
    if (fresh === "*") {
      state.whole = true;
      for (const target of links.named.values()) queue.push(target);
      for (const star of links.stars) queue.push({ id: star, wanted: "*" });
      continue;
    }
    for (const name of fresh) {
      state.names.add(name);
      const target = links.named.get(name);
      if (target) queue.push(target);
      else
        for (const star of links.stars)
          if (graph.getModuleInfo(star)?.exports.includes(name)) queue.push({ id: star, wanted: [name] });
    }
  }
  return new Set(taken.keys());
}
