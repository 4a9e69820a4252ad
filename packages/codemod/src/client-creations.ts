/**
 * The provider's `createClient({ modules, auth })` calls of a file: which module objects each
 * binds under which keys, and whether it is a webhook receiver (`auth: AppStrategy(...)`).
 */
import type { CallExpression, Expression, Node, ObjectExpression, ObjectProperty } from "@babel/types";
import { EVENT_MODULES, MODULES, type ModuleMapping } from "./mapping.ts";
import type { ProviderBinding } from "./provider-imports.ts";
import { type SourceFile, walk } from "./source-file.ts";

/** One module bound by a `createClient` call. */
export interface BoundModule {
  key: string;
  property: ObjectProperty;
  binding: ProviderBinding;
  /** Set for a call module (`products`); unset for an event module (`productsV3`). */
  mapping?: ModuleMapping;
  /** Set for an event module: provider registration method → Vitrine event definition. */
  events?: Record<string, string>;
}

/** A provider `createClient` call the codemod understands. */
export interface ClientCreation {
  call: CallExpression;
  modules: BoundModule[];
  /** The `AppStrategy({ publicKey })` public key, for a webhook receiver. */
  publicKey?: Expression;
  /** The variable the client is assigned to, when it is `const name = createClient(...)`. */
  variable?: string;
}

const keyName = (property: ObjectProperty): string | undefined => {
  if (property.computed) return undefined;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "StringLiteral") return property.key.value;
  return undefined;
};

function propertiesOf(file: SourceFile, object: ObjectExpression): Map<string, ObjectProperty> | undefined {
  const found = new Map<string, ObjectProperty>();
  for (const property of object.properties) {
    const key = property.type === "ObjectProperty" ? keyName(property) : undefined;
    if (property.type !== "ObjectProperty" || key === undefined) {
      file.problem(property, "a spread, method or computed key in createClient's options");
      return undefined;
    }
    found.set(key, property);
  }
  return found;
}

function boundModules(file: SourceFile, modules: ObjectProperty, bindings: Map<string, ProviderBinding>) {
  if (modules.value.type !== "ObjectExpression") {
    file.problem(modules, "createClient's `modules` is not an object literal");
    return undefined;
  }
  const list: BoundModule[] = [];
  for (const [key, property] of propertiesOf(file, modules.value) ?? []) {
    const binding = property.value.type === "Identifier" ? bindings.get(property.value.name) : undefined;
    const mapping = binding ? MODULES[binding.pkg]?.[binding.imported] : undefined;
    const events = binding ? EVENT_MODULES[binding.pkg]?.[binding.imported] : undefined;
    if (binding === undefined || (mapping === undefined && events === undefined)) {
      file.problem(property, `module \`${key}\` (${file.text(property.value)}) has no Vitrine mapping`);
      return undefined;
    }
    list.push({ key, property, binding, ...(mapping ? { mapping } : {}), ...(events ? { events } : {}) });
  }
  return list;
}

function understand(
  file: SourceFile,
  call: CallExpression,
  bindings: Map<string, ProviderBinding>,
  parent?: Node,
) {
  const [options] = call.arguments;
  if (call.arguments.length !== 1 || options?.type !== "ObjectExpression") {
    file.problem(call, "createClient is not called with one object literal");
    return undefined;
  }
  const properties = propertiesOf(file, options);
  if (properties === undefined) return undefined;
  const extra = [...properties.keys()].filter((key) => key !== "modules" && key !== "auth");
  if (extra.length > 0) {
    file.problem(call, `createClient option(s) ${extra.join(", ")} are not mapped`);
    return undefined;
  }
  const modulesProperty = properties.get("modules");
  const modules = modulesProperty ? boundModules(file, modulesProperty, bindings) : [];
  if (modules === undefined) return undefined;
  const creation: ClientCreation = { call, modules };
  if (parent?.type === "VariableDeclarator" && parent.id.type === "Identifier")
    creation.variable = parent.id.name;
  const auth = properties.get("auth")?.value;
  const appStrategy =
    auth?.type === "CallExpression" && auth.callee.type === "Identifier"
      ? bindings.get(auth.callee.name)?.imported === "AppStrategy"
      : false;
  const eventModules = modules.filter((bound) => bound.events !== undefined);
  if (!appStrategy && eventModules.length === 0) return creation;
  const strategyOptions = auth?.type === "CallExpression" ? auth.arguments[0] : undefined;
  const publicKey =
    strategyOptions?.type === "ObjectExpression"
      ? strategyOptions.properties.find(
          (p): p is ObjectProperty => p.type === "ObjectProperty" && keyName(p) === "publicKey",
        )?.value
      : undefined;
  if (
    !appStrategy ||
    publicKey === undefined ||
    eventModules.length !== modules.length ||
    !creation.variable
  ) {
    file.problem(
      call,
      "a webhook client is mapped only as `const c = createClient({ auth: AppStrategy({ publicKey }), modules: { <event modules> } })`",
    );
    return undefined;
  }
  creation.publicKey = publicKey as Expression;
  return creation;
}

/** The understood `createClient` calls of `file` (others are recorded as problems). */
export function clientCreations(file: SourceFile, bindings: Map<string, ProviderBinding>): ClientCreation[] {
  const creations: ClientCreation[] = [];
  walk(file.ast, (node, ancestors) => {
    if (node.type !== "CallExpression" || node.callee.type !== "Identifier") return;
    if (bindings.get(node.callee.name)?.imported !== "createClient") return;
    const creation = understand(file, node, bindings, ancestors[ancestors.length - 1]);
    if (creation) creations.push(creation);
  });
  return creations;
}
