/**
 * TypeDoc plugin: names each entry module by the import path a user writes (`@vitrine/sdk/catalog`,
 * read from the `source` condition of the package's `exports`), and opens its page with the README
 * section marked for that import path (`readme-sections.mjs`). An entry file that is not a package
 * export, an export with no marked section, or an exported name with no TSDoc fails the build.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { Comment, Converter, DeclarationReflection, ReferenceReflection, ReflectionKind } from "typedoc";
import { readmeSections } from "./readme-sections.mjs";

/**
 * Import path by absolute entry file, for every package under `packages/` with `exports`.
 *
 * @param {string[]} packageJsons paths of package.json files
 * @returns {Map<string, string>}
 */
export function importPathsByEntryFile(packageJsons) {
  /** @type {Map<string, string>} */
  const paths = new Map();
  for (const file of packageJsons) {
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    for (const [subpath, conditions] of Object.entries(manifest.exports ?? {})) {
      const source = typeof conditions === "object" ? conditions.source : undefined;
      if (typeof source !== "string") continue;
      const importPath = subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      paths.set(resolve(dirname(file), source), importPath);
    }
  }
  return paths;
}

/**
 * Whether an exported name carries TSDoc: on itself, on one of its signatures, or on the signatures of
 * the function type it holds.
 *
 * @param {import("typedoc").DeclarationReflection} reflection
 */
function isDocumented(reflection) {
  // A name exported by two entries is a reference in one of them, documented where it points.
  if (reflection instanceof ReferenceReflection) {
    const target = reflection.tryGetTargetReflectionDeep();
    return target instanceof DeclarationReflection && isDocumented(target);
  }
  const signatures = [
    ...(reflection.signatures ?? []),
    ...(reflection.type?.type === "reflection" ? (reflection.type.declaration.signatures ?? []) : []),
  ];
  return reflection.hasComment() || signatures.some((signature) => signature.hasComment());
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const root = process.cwd();
    const packages = ["sdk", "react", "emulator"].map((name) => join(root, "packages", name));
    const importPaths = importPathsByEntryFile(packages.map((dir) => join(dir, "package.json")));
    const sections = readmeSections(packages.map((dir) => join(dir, "README.md")));
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const file = module.sources?.[0]?.fullFileName;
      const importPath = file ? importPaths.get(resolve(file)) : undefined;
      if (!importPath) throw new Error(`${file ?? module.name} is not an entry in a package's exports`);
      const section = sections.get(importPath);
      if (!section) throw new Error(`no README section is marked <!-- reference: ${importPath} -->`);
      module.name = importPath;
      module.comment = new Comment([{ kind: "text", text: section }]);
    }
  });
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module))
      for (const child of /** @type {import("typedoc").DeclarationReflection} */ (module).children ?? [])
        if (!isDocumented(child)) app.logger.error(`${module.name}: the export ${child.name} has no TSDoc`);
  });
}
