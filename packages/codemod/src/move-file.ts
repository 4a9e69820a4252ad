/**
 * Moves one file from the provider's client to Vitrine. All or nothing: when anything in the
 * file is not understood, the file keeps its text and the problems are reported, so no file is
 * left half-moved.
 */
import type { Node } from "@babel/types";
import { clientCalls, rewriteAuthCall, rewriteUnwrapped } from "./client-calls.ts";
import { clientCreations } from "./client-creations.ts";
import type { ModuleMapping } from "./mapping.ts";
import { renameFields } from "./provider-fields.ts";
import { type ProviderBinding, providerImports, swapImports, VitrineImports } from "./provider-imports.ts";
import { rewriteReferences } from "./provider-references.ts";
import type { FileResult } from "./report.ts";
import { rewriteClient, rewriteWebhookClient, type UsedMethods } from "./rewrite-clients.ts";
import { SourceFile } from "./source-file.ts";

/** What the whole project tells about its provider clients. */
export interface ProjectFacts {
  /** Module keys of the provider clients (`products`) and what they map to. */
  moduleKeys: ReadonlyMap<string, ModuleMapping>;
  /** Methods called on each module key anywhere in the project. */
  used: UsedMethods;
}

/** Names bound at the top of `file` other than by the provider's imports. */
function topLevelNames(file: SourceFile, bindings: Map<string, ProviderBinding>): Set<string> {
  const names = new Set<string>();
  if (file.ast.type !== "Program") return names;
  const add = (id: Node | null | undefined) => {
    if (id?.type === "Identifier" && !bindings.has(id.name)) names.add(id.name);
  };
  for (const statement of file.ast.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration"
        ? statement.declaration
        : statement;
    if (declaration?.type === "ImportDeclaration") for (const s of declaration.specifiers) add(s.local);
    if (declaration?.type === "FunctionDeclaration" || declaration?.type === "ClassDeclaration")
      add(declaration.id);
    if (declaration?.type === "VariableDeclaration") for (const d of declaration.declarations) add(d.id);
  }
  return names;
}

/** Parses `code`; a file that does not parse is a problem. */
export function parseFile(path: string, code: string): SourceFile | FileResult {
  try {
    return new SourceFile(path, code);
  } catch (error) {
    const line = (error as { loc?: { line?: number } }).loc?.line ?? 1;
    return { path, changes: [], problems: [{ line, why: `does not parse: ${(error as Error).message}` }] };
  }
}

/** Moves `code` (the text of `path`); returns the new text and what happened. */
export function moveFile(path: string, code: string, facts: ProjectFacts): FileResult & { code: string } {
  const file = parseFile(path, code);
  if (!(file instanceof SourceFile)) return { ...file, code };
  try {
    const { declarations, bindings } = providerImports(file);
    const creations = clientCreations(file, bindings);
    const imports = new VitrineImports();
    const taken = topLevelNames(file, bindings);
    for (const creation of creations) {
      if (creation.publicKey) rewriteWebhookClient(file, creation, imports);
      else rewriteClient(file, creation, facts.used, imports, taken);
    }
    for (const { found, ancestors } of clientCalls(file)) {
      if (found.key === "auth") {
        rewriteAuthCall(file, found, ancestors, imports);
        continue;
      }
      const mapping = facts.moduleKeys.get(found.key);
      if (mapping === undefined) continue;
      if (mapping.methods[found.method] === undefined) {
        file.problem(found.call, `\`${found.key}.${found.method}\` has no Vitrine mapping`);
      } else rewriteUnwrapped(file, found, ancestors, mapping);
    }
    rewriteReferences(file, bindings, creations, imports);
    renameFields(file);
    swapImports(file, declarations, imports);
  } catch (error) {
    file.problems.push({ line: 1, why: `overlapping rewrites (${(error as Error).message})` });
  }
  if (file.problems.length > 0) return { path, code, changes: [], problems: file.problems };
  const changes = [...file.changes].sort((a, b) => a.line - b.line);
  return { path, code: file.edits.toString(), changes, problems: [] };
}
