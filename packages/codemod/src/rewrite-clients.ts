/**
 * Rewrites the provider's `createClient` calls: module objects become objects of the single
 * Vitrine calls the project uses (so a bundler keeps only those), and a webhook client
 * (`AppStrategy`) becomes Vitrine's webhook processor, its handlers registered with `on`.
 */
import type { Node } from "@babel/types";
import type { ClientCreation } from "./client-creations.ts";
import { EVENTS } from "./mapping.ts";
import type { VitrineImports } from "./provider-imports.ts";
import { type SourceFile, walk } from "./source-file.ts";

/** Methods called on each module key across the project (`products` → `getProduct` …). */
export type UsedMethods = ReadonlyMap<string, ReadonlySet<string>>;

/** Rewrites a call-module client: each module object becomes the calls used, when they can be listed. */
export function rewriteClient(
  file: SourceFile,
  creation: ClientCreation,
  used: UsedMethods,
  imports: VitrineImports,
  taken: ReadonlySet<string>,
): void {
  for (const bound of creation.modules) {
    const mapping = bound.mapping;
    if (mapping === undefined) continue;
    const methods = [...(used.get(bound.key) ?? [])].sort();
    const exports = methods.map((method) => mapping.methods[method]);
    const listable =
      methods.length > 0 && exports.every((name): name is string => name !== undefined && !taken.has(name));
    if (!listable) {
      imports.add(mapping.entry, mapping.moduleObject, bound.binding.local);
      continue;
    }
    const members = methods.map((method, i) => (method === exports[i] ? method : `${method}: ${exports[i]}`));
    for (const name of exports) imports.add(mapping.entry, name as string);
    const object = `{ ${members.join(", ")} }`;
    if (bound.property.shorthand) file.replace(bound.property, `${bound.key}: ${object}`);
    else file.replace(bound.property.value, object);
  }
}

/** The callee `C.a.b` of a call as `[a, b]` when its root is the identifier `variable`. */
function pathFrom(variable: string, callee: Node): [string, string] | undefined {
  if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier")
    return undefined;
  const inner = callee.object;
  if (inner.type !== "MemberExpression" || inner.computed || inner.property.type !== "Identifier")
    return undefined;
  if (inner.object.type !== "Identifier" || inner.object.name !== variable) return undefined;
  return [inner.property.name, callee.property.name];
}

/** Rewrites a webhook client into `createWebhookProcessor` and its registrations into `on`. */
export function rewriteWebhookClient(
  file: SourceFile,
  creation: ClientCreation,
  imports: VitrineImports,
): void {
  const variable = creation.variable ?? "";
  const publicKey = creation.publicKey ? file.text(creation.publicKey) : "";
  imports.add(EVENTS, "createWebhookProcessor");
  const key = publicKey === "publicKey" ? publicKey : `publicKey: ${publicKey}`;
  file.replace(creation.call, `createWebhookProcessor({ ${key}, ignoreUnknownEvents: true })`);
  const handled = new Set<Node>();
  walk(file.ast, (node) => {
    if (node.type !== "CallExpression") return;
    const path = pathFrom(variable, node.callee);
    if (path === undefined) return;
    const [key, method] = path;
    const root = (node.callee as { object: { object: Node } }).object.object;
    if (key === "webhooks" && (method === "process" || method === "processRequest")) {
      file.replace(node.callee, `${variable}.${method}`);
      handled.add(root);
      return;
    }
    const definition = creation.modules.find((bound) => bound.key === key)?.events?.[method];
    if (definition === undefined) {
      file.problem(node, `\`${key}.${method}\` of a webhook client has no Vitrine mapping`);
      return;
    }
    imports.add(EVENTS, definition);
    const open = file.indexOf("(", node.callee.end ?? 0);
    const first = node.arguments.length > 0 ? `${definition}, ` : definition;
    file.replaceRange(node.callee.start ?? 0, open + 1, `${variable}.on(${first}`, file.line(node));
    handled.add(root);
  });
  walk(file.ast, (node, ancestors) => {
    if (node.type !== "Identifier" || node.name !== variable || handled.has(node)) return;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === "VariableDeclarator" && parent.id === node) return;
    if (parent?.type === "MemberExpression" && parent.property === node && !parent.computed) return;
    if (parent?.type === "ObjectProperty" && parent.key === node && !parent.computed) return;
    file.problem(node, `webhook client \`${variable}\` is used in a way the codemod does not map`);
  });
}
