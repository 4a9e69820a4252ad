/**
 * The provider's imports of a file (`import { products } from "@wix/stores"`), and the Vitrine
 * imports that replace them: the declarations are swapped in place, one per Vitrine entry.
 */
import type { ImportDeclaration, Node } from "@babel/types";
import type { SourceFile } from "./source-file.ts";

/** A local name bound by a provider import. */
export interface ProviderBinding {
  local: string;
  /** The provider package (`@wix/stores`). */
  pkg: string;
  /** The imported name (`products`). */
  imported: string;
  typeOnly: boolean;
  node: Node;
}

/** Whether `source` names one of the provider's packages. */
export const isProviderPackage = (source: string) => source.startsWith("@wix/");

/** The provider import declarations of `file` and the names they bind. */
export function providerImports(file: SourceFile): {
  declarations: ImportDeclaration[];
  bindings: Map<string, ProviderBinding>;
} {
  const declarations: ImportDeclaration[] = [];
  const bindings = new Map<string, ProviderBinding>();
  if (file.ast.type !== "Program") return { declarations, bindings };
  for (const statement of file.ast.body) {
    if (statement.type !== "ImportDeclaration" || !isProviderPackage(statement.source.value)) continue;
    declarations.push(statement);
    const declarationType = statement.importKind === "type";
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier") {
        file.problem(
          specifier,
          `a default or namespace import of ${statement.source.value}: import the names used`,
        );
        continue;
      }
      const imported =
        specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
      bindings.set(specifier.local.name, {
        local: specifier.local.name,
        pkg: statement.source.value,
        imported,
        typeOnly: declarationType || specifier.importKind === "type",
        node: specifier,
      });
    }
  }
  return { declarations, bindings };
}

/** Vitrine imports a file needs, gathered while it is moved. */
export class VitrineImports {
  private readonly byEntry = new Map<string, Map<string, { imported: string; typeOnly: boolean }>>();

  /** Asks for `imported` from `entry` under the name `local` (a value wins over a type). */
  add(entry: string, imported: string, local = imported, typeOnly = false): void {
    const names = this.byEntry.get(entry) ?? new Map<string, { imported: string; typeOnly: boolean }>();
    const known = names.get(local);
    names.set(local, { imported, typeOnly: typeOnly && (known?.typeOnly ?? true) });
    this.byEntry.set(entry, names);
  }

  /** The import declarations, one line per entry, sorted by entry and name. */
  render(): string {
    return [...this.byEntry.keys()]
      .sort()
      .map((entry) => {
        const names = [...(this.byEntry.get(entry)?.entries() ?? [])].sort(([a], [b]) => a.localeCompare(b));
        const allTypes = names.every(([, name]) => name.typeOnly);
        const parts = names.map(([local, { imported, typeOnly }]) => {
          const name = imported === local ? local : `${imported} as ${local}`;
          return typeOnly && !allTypes ? `type ${name}` : name;
        });
        return `import ${allTypes ? "type " : ""}{ ${parts.join(", ")} } from "${entry}";`;
      })
      .join("\n");
  }
}

/** Replaces the provider's declarations of `file` by `imports` (at the first one's place). */
export function swapImports(
  file: SourceFile,
  declarations: readonly ImportDeclaration[],
  imports: VitrineImports,
): void {
  const text = imports.render();
  declarations.forEach((declaration, index) => {
    if (index === 0 && text !== "") {
      file.replace(declaration, text);
      return;
    }
    const end = declaration.end ?? 0;
    const next = file.code[end] === "\n" ? end + 1 : end;
    file.replaceRange(declaration.start ?? 0, next, "", file.line(declaration));
  });
}
