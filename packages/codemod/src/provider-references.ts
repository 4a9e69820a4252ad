/**
 * Every use of a name the provider's imports bind: kept (strategies, types), turned into its
 * Vitrine form (enum members become their string values, `currentCart.Cart` becomes `Cart`), or
 * reported when the codemod does not know it.
 */
import type { Node } from "@babel/types";
import type { ClientCreation } from "./client-creations.ts";
import { EVENT_MODULES, MODULES, SDK_IMPORTS } from "./mapping.ts";
import type { ProviderBinding, VitrineImports } from "./provider-imports.ts";
import { type SourceFile, walk } from "./source-file.ts";

/** Whether `node` (an identifier) is a reference rather than a property name or an import. */
function isReference(node: Node, parent: Node | undefined): boolean {
  if (parent === undefined) return true;
  if (parent.type === "ImportSpecifier") return false;
  if (
    (parent.type === "MemberExpression" || parent.type === "OptionalMemberExpression") &&
    parent.property === node
  )
    return parent.computed;
  if (parent.type === "ObjectProperty" && parent.key === node) return parent.computed;
  if (parent.type === "TSQualifiedName" && parent.right === node) return false;
  if (parent.type === "TSPropertySignature" && parent.key === node) return false;
  return true;
}

/** Handles one reference to a provider module object (`products`, `currentCart` …). */
function moduleReference(
  file: SourceFile,
  node: Node,
  ancestors: readonly Node[],
  binding: ProviderBinding,
  imports: VitrineImports,
) {
  const parent = ancestors[ancestors.length - 1];
  const grand = ancestors[ancestors.length - 2];
  const mapping = MODULES[binding.pkg]?.[binding.imported];
  if (parent?.type === "TSQualifiedName" && parent.left === node) {
    const type = mapping?.types[parent.right.name];
    if (mapping === undefined || type === undefined) {
      file.problem(node, `type \`${binding.local}.${parent.right.name}\` has no Vitrine mapping`);
      return;
    }
    imports.add(mapping.entry, type, type, true);
    file.replace(parent, type);
    return;
  }
  const enumName = parent?.type === "MemberExpression" && !parent.computed ? parent.property : undefined;
  const member = grand?.type === "MemberExpression" && !grand.computed ? grand.property : undefined;
  if (
    enumName?.type === "Identifier" &&
    /^[A-Z]/.test(enumName.name) &&
    member?.type === "Identifier" &&
    grand?.type === "MemberExpression" &&
    grand.object === parent
  ) {
    file.replace(grand, JSON.stringify(member.name));
    return;
  }
  file.problem(
    node,
    `\`${file.text(parent ?? node)}\` uses ${binding.imported} of ${binding.pkg} in a way the codemod does not map`,
  );
}

/** Checks and rewrites every reference to a provider-bound name of `file`. */
export function rewriteReferences(
  file: SourceFile,
  bindings: Map<string, ProviderBinding>,
  creations: readonly ClientCreation[],
  imports: VitrineImports,
): void {
  const understood = new Set<Node>();
  for (const creation of creations) {
    understood.add(creation.call.callee);
    for (const bound of creation.modules) understood.add(bound.property.value);
    const auth = creation.call.arguments[0];
    if (creation.publicKey && auth?.type === "ObjectExpression") {
      for (const p of auth.properties)
        if (p.type === "ObjectProperty" && p.value.type === "CallExpression") understood.add(p.value.callee);
    }
  }
  walk(file.ast, (node, ancestors) => {
    if (node.type !== "Identifier") return;
    const binding = bindings.get(node.name);
    const parent = ancestors[ancestors.length - 1];
    if (binding === undefined || understood.has(node) || !isReference(node, parent)) return;
    if (binding.pkg !== "@wix/sdk") {
      if (MODULES[binding.pkg]?.[binding.imported] || EVENT_MODULES[binding.pkg]?.[binding.imported]) {
        moduleReference(file, node, ancestors, binding, imports);
      } else file.problem(node, `\`${binding.imported}\` of ${binding.pkg} has no Vitrine mapping`);
      return;
    }
    const target = SDK_IMPORTS[binding.imported];
    if (binding.imported === "createClient" && parent?.type === "CallExpression" && parent.callee === node)
      return;
    if (target === undefined || binding.imported === "createClient") {
      file.problem(node, `\`${binding.imported}\` of @wix/sdk has no Vitrine mapping here`);
      return;
    }
    imports.add(target.entry, target.name, binding.local, binding.typeOnly);
  });
  for (const creation of creations) {
    if (creation.publicKey) continue;
    const local = [...bindings.values()].find((b) => b.imported === "createClient")?.local ?? "createClient";
    imports.add("@vitrine/sdk", "createClient", local);
  }
}
