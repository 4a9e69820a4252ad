/**
 * The walk that finds the modules the client entry and the root route use (`vite/shell-modules.ts`,
 * the build's `shell` chunk), over a module graph written here as the bundler would hand it: each
 * module's code, the ids its imports resolve to, and its exports. A package entry that only
 * re-exports gives only the modules whose exports are asked for.
 */
import { describe, expect, it } from "vitest";
import { type GraphModule, usedModules } from "../vite/shell-modules.ts";

/** A module graph from `{ id: [code, importedIds, exports] }`. */
function graphOf(modules: Record<string, [string, string[], string[]?]>) {
  const infos = new Map<string, GraphModule>(
    Object.entries(modules).map(([id, [code, importedIds, exports = []]]) => [
      id,
      { code, importedIds, exports },
    ]),
  );
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const PACKAGE = {
  "/pkg/index.ts": [
    'export { useCart } from "./use-cart.ts";\nexport { useAuth, signIn as logIn } from "./use-auth.ts";\nexport * from "./money.ts";\nexport * as writes from "./writes.ts";',
    ["/pkg/use-cart.ts", "/pkg/use-auth.ts", "/pkg/money.ts", "/pkg/writes.ts"],
    ["useCart", "useAuth", "logIn", "formatMoney", "parseMoney", "writes"],
  ],
  "/pkg/use-cart.ts": [
    'import { request } from "./request.ts";\nexport const useCart = request;',
    ["/pkg/request.ts"],
  ],
  "/pkg/use-auth.ts": ['import { pkce } from "./pkce.ts";\nexport const useAuth = pkce;', ["/pkg/pkce.ts"]],
  "/pkg/money.ts": ["export const formatMoney = 1;", [], ["formatMoney"]],
  "/pkg/writes.ts": ["export const createProduct = 1;", [], ["createProduct"]],
  "/pkg/request.ts": ["export const request = 1;", []],
  "/pkg/pkce.ts": ["export const pkce = 1;", []],
} satisfies Record<string, [string, string[], string[]?]>;

describe("the modules an entry uses", () => {
  it("takes from a package entry only the modules whose exports are imported, and what those import", () => {
    const graph = graphOf({
      "/app/entry.tsx": ['import { useCart } from "@pkg";\nuseCart();', ["/pkg/index.ts"]],
      ...PACKAGE,
    });
    expect([...usedModules(graph, ["/app/entry.tsx"])].sort()).toEqual([
      "/app/entry.tsx",
      "/pkg/index.ts",
      "/pkg/request.ts",
      "/pkg/use-cart.ts",
    ]);
  });

  it("follows renamed re-exports, names exported through `export *`, and namespaces re-exported by name", () => {
    const graph = graphOf({
      "/app/entry.tsx": [
        'import { logIn, formatMoney, writes } from "@pkg";\nlogIn(formatMoney, writes);',
        ["/pkg/index.ts"],
      ],
      ...PACKAGE,
    });
    const used = usedModules(graph, ["/app/entry.tsx"]);
    expect(used).toContain("/pkg/use-auth.ts");
    expect(used).toContain("/pkg/pkce.ts");
    expect(used).toContain("/pkg/money.ts");
    expect(used).toContain("/pkg/writes.ts");
    expect(used).not.toContain("/pkg/use-cart.ts");
  });

  it("passes on the bindings a module of imports and export lists only imports, and no others", () => {
    const graph = graphOf({
      "/app/entry.tsx": ['import { useCart } from "@lib";\nuseCart();', ["/lib/index.ts"]],
      "/lib/index.ts": [
        'import { useCart } from "/pkg/use-cart.ts";\nimport { useAuth as auth } from "/pkg/use-auth.ts";\nexport { useCart, auth as useAuth };',
        ["/pkg/use-cart.ts", "/pkg/use-auth.ts"],
        ["useCart", "useAuth"],
      ],
      ...PACKAGE,
    });
    const used = usedModules(graph, ["/app/entry.tsx"]);
    expect(used).toContain("/pkg/use-cart.ts");
    expect(used).not.toContain("/pkg/use-auth.ts");
  });

  it.each<[string, Record<string, [string, string[]]>]>([
    [
      "for a namespace import, and takes a module imported for its side effects",
      {
        "/app/entry.tsx": [
          'import * as pkg from "@pkg";\nimport "./polyfill.ts";\npkg.useCart();',
          ["/pkg/index.ts", "/app/polyfill.ts"],
        ],
        "/app/polyfill.ts": ["globalThis.ready = true;", []],
      },
    ],
    [
      // `react` and `react-dom` both resolve to `preact/compat`.
      "when two of a module's sources resolve to one id",
      {
        "/app/entry.tsx": [
          'import { a } from "one";\nimport { b } from "two";\nimport { useCart } from "@pkg";\na(b, useCart);',
          ["/lib/both.ts", "/pkg/index.ts"],
        ],
        "/lib/both.ts": ["export const a = 1, b = 2;", []],
      },
    ],
    [
      "when the graph lists a module's ids in another order than its relative sources",
      {
        "/app/entry.tsx": [
          'import { x } from "./x.ts";\nimport { useCart } from "@pkg";\nx(useCart);',
          ["/pkg/index.ts", "/app/x.ts"],
        ],
        "/app/x.ts": ["export const x = 1;", []],
      },
    ],
  ])("takes the whole package %s", (_, app) => {
    const used = usedModules(graphOf({ ...app, ...PACKAGE }), ["/app/entry.tsx"]);
    for (const id of [...Object.keys(app), ...Object.keys(PACKAGE)]) expect(used).toContain(id);
  });
});
