/**
 * The codemod's mapping, file by file: each import, module object and call it maps, the
 * answers it unwraps, the sign-in methods it turns into functions, field renames, webhooks,
 * and the cases it does not understand, which leave the file untouched and are reported.
 * Projects are written to a temporary directory and moved with `moveProject`, as the CLI does.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type FileResult, formatReport, moveProject } from "../src/index.ts";

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Writes `files` to a new directory, moves it; returns the moved texts and the results. */
function move(files: Record<string, string>): {
  texts: Record<string, string>;
  results: FileResult[];
  again: FileResult[];
} {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-codemod-"));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const results = moveProject(dir);
  const texts = Object.fromEntries(
    Object.keys(files).map((path) => [path, readFileSync(join(dir, path), "utf8")]),
  );
  return { texts, results, again: moveProject(dir) };
}

const CLIENT = `import { createClient, OAuthStrategy } from "@wix/sdk";
import { products } from "@wix/stores";
import { currentCart } from "@wix/ecom";

// the shop's client
export const client = createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: "c" }) });
`;

describe("vitrine-codemod's mapping", () => {
  it("binds only the calls the project uses and moves the imports", () => {
    const { texts, results, again } = move({
      "client.ts": CLIENT,
      "shelf.ts": `import { client } from "./client.ts";
export const shelf = () => client.products.queryProducts().eq("_id", "p1").ascending("_createdDate").find();
export const cart = () => client.currentCart.getCurrentCart();
`,
    });
    expect(texts["client.ts"]).toBe(`import { createClient } from "@vitrine/sdk";
import { queryProducts } from "@vitrine/sdk/catalog";
import { getCurrentCart } from "@vitrine/sdk/ecom";
import { OAuthStrategy } from "@vitrine/sdk/identity";

// the shop's client
export const client = createClient({ modules: { products: { queryProducts }, currentCart: { getCurrentCart } }, auth: OAuthStrategy({ clientId: "c" }) });
`);
    expect(texts["shelf.ts"]).toContain(`.eq("id", "p1").ascending("createdDate")`);
    expect(formatReport(results)).toContain(`shelf.ts:2  "_id" → "id"`);
    expect(again).toEqual([]);
  });

  it("binds the whole module object when no call of it is seen", () => {
    const { texts } = move({ "client.ts": CLIENT });
    expect(texts["client.ts"]).toContain(`import { products } from "@vitrine/sdk/catalog";`);
    expect(texts["client.ts"]).toContain(`import { currentCart } from "@vitrine/sdk/ecom";`);
    expect(texts["client.ts"]).toContain("modules: { products, currentCart }");
  });

  it("unwraps answers Vitrine returns bare: destructuring, a member read, or else keeps the shape", () => {
    const { texts } = move({
      "client.ts": CLIENT,
      "use.ts": `import { client } from "./client.ts";
export async function f(id: string) {
  const { product } = await client.products.getProduct(id);
  const { cart: bag } = await client.currentCart.addToCurrentCart({ lineItems: [] });
  const checkoutId = (await client.currentCart.createCheckoutFromCurrentCart({})).checkoutId;
  const later = client.currentCart.updateCurrentCartLineItemQuantity([{ _id: "l1", quantity: 2 }]);
  return { product, bag, checkoutId, later };
}
`,
    });
    expect(texts["use.ts"]).toBe(`import { client } from "./client.ts";
export async function f(id: string) {
  const product = await client.products.getProduct(id);
  const bag = await client.currentCart.addToCurrentCart({ lineItems: [] });
  const checkoutId = (await client.currentCart.createCheckoutFromCurrentCart({}));
  const later = client.currentCart.updateCurrentCartLineItemQuantity([{ id: "l1", quantity: 2 }]).then((cart) => ({ cart }));
  return { product, bag, checkoutId, later };
}
`);
  });

  it("turns sign-in methods into functions of the client and awaits what became async", () => {
    const { texts } = move({
      "auth.ts": `import { createClient, OAuthStrategy } from "@wix/sdk";
const client = createClient({ auth: OAuthStrategy({ clientId: "c" }) });
export async function go(url: string) {
  const data = client.auth.generateOAuthData(url);
  const { authUrl } = await client.auth.getAuthUrl(data, { prompt: "login" });
  const token = client.auth.getTokens().accessToken.value;
  client.auth.setTokens(await client.auth.getMemberTokens("c", "s", data));
  await client.auth.logout(url);
  return { authUrl, token, parsed: client.auth.parseFromUrl(url) };
}
`,
    });
    expect(texts["auth.ts"]).toBe(`import { createClient } from "@vitrine/sdk";
import { generateOAuthData, getAuthUrl, getMemberTokens, logout, OAuthStrategy, parseFromUrl } from "@vitrine/sdk/identity";
const client = createClient({ auth: OAuthStrategy({ clientId: "c" }) });
export async function go(url: string) {
  const data = await generateOAuthData(url);
  const { authUrl } = await getAuthUrl(client, data, { prompt: "login" });
  const token = (await client.auth.getTokens()).accessToken.value;
  await client.auth.setTokens(await getMemberTokens(client, "c", "s", data));
  await logout(client, url);
  return { authUrl, token, parsed: parseFromUrl(url) };
}
`);
  });

  it("maps enum members to their values and module types to Vitrine's types", () => {
    const { texts } = move({
      "types.ts": `import { currentCart } from "@wix/ecom";
import type { products } from "@wix/stores";
export const channel = currentCart.ChannelType.WEB;
export const name = (p: products.Product, c: currentCart.Cart) => p.name ?? c._id;
`,
    });
    expect(texts["types.ts"]).toBe(`import type { Product } from "@vitrine/sdk/catalog";
import type { Cart } from "@vitrine/sdk/ecom";
export const channel = "WEB";
export const name = (p: Product, c: Cart) => p.name ?? c.id;
`);
  });

  it("turns a webhook client into Vitrine's webhook processor", () => {
    const { texts } = move({
      "hooks.js": `import { AppStrategy, createClient } from "@wix/sdk";
import { productsV3 } from "@wix/stores";
const hooks = createClient({ auth: AppStrategy({ appId: "a", publicKey: process.env.KEY }), modules: { productsV3 } });
hooks.productsV3.onProductDeleted(({ entity }) => console.log(entity._id));
export const handle = (body) => hooks.webhooks.process(body);
`,
    });
    expect(
      texts["hooks.js"],
    ).toBe(`import { createWebhookProcessor, productDeleted } from "@vitrine/sdk/events";
const hooks = createWebhookProcessor({ publicKey: process.env.KEY, ignoreUnknownEvents: true });
hooks.on(productDeleted, ({ entity }) => console.log(entity.id));
export const handle = (body) => hooks.process(body);
`);
  });

  it("leaves a file it does not fully understand untouched and says why", () => {
    const files = {
      "client.ts": CLIENT,
      "media.ts": `import { media } from "@wix/sdk";
import { client } from "./client.ts";
export const url = (id: string) => media.getImageUrl(id).url;
export const one = (id: string) => client.products.getProduct(id);
`,
      "writes.ts": `import { client } from "./client.ts";
export const make = () => client.products.createProduct({ name: "x" });
`,
      "sync.ts": `import { createClient, OAuthStrategy } from "@wix/sdk";
const client = createClient({ auth: OAuthStrategy({ clientId: "c" }), host: "example.com" });
export const signedIn = () => client.auth.loggedIn();
`,
    };
    const { texts, results, again } = move(files);
    for (const path of ["media.ts", "writes.ts", "sync.ts"])
      expect(texts[path], path).toBe(files[path as keyof typeof files]);
    const report = formatReport(results);
    expect(report).toContain("media.ts:3  not changed: `media` of @wix/sdk has no Vitrine mapping here");
    expect(report).toContain("writes.ts:2  not changed: `products.createProduct` has no Vitrine mapping");
    expect(report).toContain("sync.ts:2  not changed: createClient option(s) host are not mapped");
    expect(report).toContain(
      "sync.ts:3  not changed: `auth.loggedIn()` returns a promise in Vitrine; call it from an async function",
    );
    expect(report).toMatch(/1 file\(s\) changed, 3 file\(s\) left untouched with problems\.$/);
    expect(again.filter((r) => r.changes.length > 0)).toEqual([]);
  });

  it("ignores files that do not use the provider's client", () => {
    const text = `import { createClient } from "@vitrine/sdk";\nexport const x = { _id: 1 };\n`;
    const { texts, results } = move({ "vitrine.ts": text });
    expect(texts["vitrine.ts"]).toBe(text);
    expect(results).toEqual([]);
  });
});
