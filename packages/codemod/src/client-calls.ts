/**
 * Calls on a provider client whose shape differs in Vitrine: answers that Vitrine returns
 * unwrapped (`{ product }` → the product), and the OAuth strategy's sign-in methods, which in
 * Vitrine are functions of the client (`client.auth.getAuthUrl(d)` → `getAuthUrl(client, d)`).
 */
import type { CallExpression, Node } from "@babel/types";
import { AUTH_METHODS, IDENTITY, type ModuleMapping } from "./mapping.ts";
import type { VitrineImports } from "./provider-imports.ts";
import { type SourceFile, walk } from "./source-file.ts";

/** A call `X.key.method(...)`, split. */
export interface ClientCall {
  call: CallExpression;
  receiver: Node;
  key: string;
  method: string;
}

/** `X.key.method(...)` calls of `file` with plain (non-computed) names. */
export function clientCalls(file: SourceFile): { found: ClientCall; ancestors: readonly Node[] }[] {
  const calls: { found: ClientCall; ancestors: readonly Node[] }[] = [];
  walk(file.ast, (node, ancestors) => {
    if (node.type !== "CallExpression") return;
    const callee = node.callee;
    if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier")
      return;
    const inner = callee.object;
    if (inner.type !== "MemberExpression" || inner.computed || inner.property.type !== "Identifier") return;
    const found = {
      call: node,
      receiver: inner.object,
      key: inner.property.name,
      method: callee.property.name,
    };
    calls.push({ found, ancestors: [...ancestors] });
  });
  return calls;
}

const isFunction = (node: Node) =>
  node.type === "FunctionDeclaration" ||
  node.type === "FunctionExpression" ||
  node.type === "ArrowFunctionExpression" ||
  node.type === "ObjectMethod" ||
  node.type === "ClassMethod";

/** Whether the nearest function around the node is `async` (top-level await counts as async). */
function inAsyncContext(ancestors: readonly Node[]): boolean {
  const fn = [...ancestors].reverse().find(isFunction);
  return fn === undefined || (fn as { async?: boolean }).async === true;
}

/** Awaits `call` (parenthesized when its result is read further); false when it cannot. */
function awaitCall(file: SourceFile, call: CallExpression, ancestors: readonly Node[], why: string): boolean {
  const parent = ancestors[ancestors.length - 1];
  if (parent?.type === "AwaitExpression") return true;
  if (!inAsyncContext(ancestors)) {
    file.problem(call, `${why}; call it from an async function`);
    return false;
  }
  if (parent?.type === "MemberExpression" && parent.object === call) file.wrap(call, "(await ", ")");
  else file.wrap(call, "await ", "");
  return true;
}

/** Rewrites a `client.auth.method(...)` call. */
export function rewriteAuthCall(
  file: SourceFile,
  at: ClientCall,
  ancestors: readonly Node[],
  imports: VitrineImports,
) {
  const move = AUTH_METHODS[at.method];
  const { call, receiver, method } = at;
  if (move === undefined) {
    file.problem(call, `\`auth.${method}\` has no Vitrine mapping`);
    return;
  }
  if (move === "same") return;
  if (move === "now-async") {
    awaitCall(file, call, ancestors, `\`auth.${method}()\` returns a promise in Vitrine`);
    return;
  }
  const client = file.text(receiver);
  if (!/^[\w$.]+$/.test(client)) {
    file.problem(call, `the client \`${client}\` is an expression; assign it to a variable first`);
    return;
  }
  if (move === "async-function" && !awaitCall(file, call, ancestors, `\`${method}\` is async in Vitrine`))
    return;
  imports.add(IDENTITY, method);
  if (move !== "client-function") {
    file.replace(call.callee, method);
    return;
  }
  const open = file.indexOf("(", call.callee.end ?? 0);
  const first = call.arguments.length > 0 ? `${client}, ` : client;
  file.replaceRange(call.callee.start ?? 0, open + 1, `${method}(${first}`, file.line(call));
}

/** Rewrites a module call whose answer Vitrine returns unwrapped (`{ product }` → product). */
export function rewriteUnwrapped(
  file: SourceFile,
  at: ClientCall,
  ancestors: readonly Node[],
  mapping: ModuleMapping,
) {
  const field = mapping.unwrap[at.method];
  if (field === undefined) return;
  const parent = ancestors[ancestors.length - 1];
  const grand = ancestors[ancestors.length - 2];
  if (parent?.type === "AwaitExpression" && grand?.type === "VariableDeclarator" && grand.init === parent) {
    const pattern = grand.id;
    if (
      pattern.type === "ObjectPattern" &&
      pattern.typeAnnotation == null &&
      pattern.properties.length === 1
    ) {
      const [only] = pattern.properties;
      const key =
        only?.type === "ObjectProperty" && !only.computed && only.key.type === "Identifier"
          ? only.key.name
          : "";
      if (only?.type === "ObjectProperty" && key === field && only.value.type === "Identifier") {
        file.replace(pattern, only.value.name);
        return;
      }
    }
  }
  if (parent?.type === "AwaitExpression" && grand?.type === "MemberExpression" && grand.object === parent) {
    if (!grand.computed && grand.property.type === "Identifier" && grand.property.name === field) {
      const dot = file.code.lastIndexOf(".", grand.property.start ?? 0);
      const from = file.code[dot - 1] === "?" ? dot - 1 : dot;
      file.replaceRange(from, grand.end ?? 0, "", file.line(grand));
      return;
    }
  }
  file.wrap(at.call, "", `.then((${field}) => ({ ${field} }))`);
}
