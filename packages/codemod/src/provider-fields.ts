/**
 * Field names: the provider's client renames `id` to `_id` (and `createdDate`, `updatedDate` to
 * `_createdDate`, `_updatedDate`) in every answer and request; Vitrine keeps the wire's names.
 * Reads (`product._id`), object keys (`{ _id: line }`), destructuring and query builder field
 * arguments (`.eq("_id", …)`) are renamed.
 */
import type { Node } from "@babel/types";
import { FIELD_ARGUMENT_METHODS, RENAMED_FIELDS } from "./mapping.ts";
import { type SourceFile, walk } from "./source-file.ts";

/** Renames the provider's field names in `file`. */
export function renameFields(file: SourceFile): void {
  walk(file.ast, (node: Node) => {
    if ((node.type === "MemberExpression" || node.type === "OptionalMemberExpression") && !node.computed) {
      const renamed = node.property.type === "Identifier" ? RENAMED_FIELDS[node.property.name] : undefined;
      if (renamed) file.replace(node.property, renamed);
      return;
    }
    if (node.type === "ObjectProperty" && !node.computed && node.key.type === "Identifier") {
      const renamed = RENAMED_FIELDS[node.key.name];
      if (renamed === undefined) return;
      if (node.shorthand) file.replace(node, `${renamed}: ${file.text(node.value)}`);
      else file.replace(node.key, renamed);
      return;
    }
    if (node.type !== "CallExpression" || node.callee.type !== "MemberExpression" || node.callee.computed)
      return;
    const method = node.callee.property.type === "Identifier" ? node.callee.property.name : "";
    const [first] = node.arguments;
    if (!FIELD_ARGUMENT_METHODS.has(method) || first?.type !== "StringLiteral") return;
    const renamed = RENAMED_FIELDS[first.value];
    if (renamed)
      file.replace(first, `${file.code[first.start ?? 0]}${renamed}${file.code[first.start ?? 0]}`);
  });
}
