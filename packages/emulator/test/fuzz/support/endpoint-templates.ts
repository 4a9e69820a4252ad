/**
 * A valid request for every endpoint the fuzzer covers (the wire
 * reference's catalogue, token, identity and media calls, and the dev endpoints):
 * method, path with its parameters filled from the fixture, and a payload
 * the endpoint accepts. The fuzzer mutates these.
 */
// biome-ignore lint/style/noRestrictedImports: walks the registry of every endpoint
import { endpoints } from "../../../src/endpoints.ts";
import type { FuzzFixture } from "./fuzz-fixture.ts";

/** One endpoint's valid request. */
export interface EndpointTemplate {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** The registry's path template, e.g. `/stores/v1/products/{product.id}`. */
  path: string;
  /** Path parameter values, by parameter name (`product.id` → the tee's id). */
  params: (f: FuzzFixture) => Record<string, string>;
  payload: (f: FuzzFixture) => Record<string, unknown>;
  /** Which family it belongs to (each property fuzzes one or more). */
  family: "catalogRead" | "catalogWrite" | "token" | "identity" | "dev";
}

const query = {
  query: {
    filter: { $and: [{ name: { $startsWith: "T" } }, { price: { $gt: 1 } }] },
    sort: [{ fieldName: "price", order: "ASC" }],
    paging: { limit: 10, offset: 0 },
  },
};
const none = () => ({});
const id = (f: FuzzFixture) => ({ id: f.teeId });

const TEMPLATES: EndpointTemplate[] = [
  // catalogue reads
  {
    family: "catalogRead",
    method: "GET",
    path: "/stores-reader/v1/products/query-platformized",
    params: none,
    payload: () => query,
  },
  {
    family: "catalogRead",
    method: "GET",
    path: "/stores-reader/v1/products/{id}",
    params: id,
    payload: () => ({ includeMerchantSpecificData: true }),
  },
  {
    family: "catalogRead",
    method: "POST",
    path: "/stores-reader/v1/products/{id}/productOptionsAvailability",
    params: id,
    payload: () => ({ options: { Size: "M", Color: "Red" } }),
  },
  {
    family: "catalogRead",
    method: "POST",
    path: "/stores-reader/v1/products/{id}/variants/query",
    params: id,
    payload: (f) => ({
      choices: { Size: "M" },
      variantIds: [f.variantId],
      paging: { limit: 5, offset: 0 },
      includeMerchantSpecificData: true,
    }),
  },
  {
    family: "catalogRead",
    method: "GET",
    path: "/stores-reader/v1/collections/slug/{slug}",
    params: (f) => ({ slug: f.collectionSlug }),
    payload: none,
  },
  {
    family: "catalogRead",
    method: "POST",
    path: "/stores-reader/v1/variants/query",
    params: none,
    payload: () => ({
      query: {
        filter: { "variant.priceData.price": { $gte: 1 } },
        sort: [{ fieldName: "id", order: "DESC" }],
        paging: { limit: 5, offset: 1 },
      },
    }),
  },
  {
    family: "catalogRead",
    method: "GET",
    path: "/stores-reader/v1/variants/{id}",
    params: (f) => ({ id: `${f.teeId}-${f.variantId}` }),
    payload: none,
  },
  {
    family: "catalogRead",
    method: "GET",
    path: "/v2/collections/query",
    params: none,
    payload: () => ({
      query: {
        filter: { name: { $startsWith: "S" } },
        sort: [{ fieldName: "name", order: "ASC" }],
        paging: { limit: 5, offset: 0 },
      },
    }),
  },
  {
    family: "catalogRead",
    method: "GET",
    path: "/v2/collections/slug/{slug}",
    params: (f) => ({ slug: f.collectionSlug }),
    payload: none,
  },
  {
    family: "catalogRead",
    method: "GET",
    path: "/v2/collections/{id}",
    params: (f) => ({ id: f.collectionId }),
    payload: none,
  },
  // catalogue writes
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/products",
    params: none,
    payload: () => ({
      product: {
        name: "Fuzz Shirt",
        productType: "physical",
        priceData: { price: 12.5 },
        weight: 1,
        description: "<p>hi</p>",
        sku: "FZ-1",
        ribbon: "Sale",
        brand: "B",
        productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "L" }] }],
        manageVariants: true,
      },
    }),
  },
  {
    family: "catalogWrite",
    method: "PATCH",
    path: "/stores/v1/products/{product.id}",
    params: (f) => ({ "product.id": f.teeId }),
    payload: () => ({
      product: {
        name: "Tee 2",
        priceData: { price: 21 },
        weight: 0.5,
        slug: "tee-two",
        description: "d",
        ribbon: "Hot",
        visible: true,
      },
    }),
  },
  {
    family: "catalogWrite",
    method: "DELETE",
    path: "/stores/v1/products/{id}",
    params: (f) => ({ id: f.mugId }),
    payload: none,
  },
  {
    family: "catalogWrite",
    method: "PATCH",
    path: "/stores/v1/products/{id}/variants",
    params: id,
    payload: () => ({
      variants: [{ choices: { Size: "M" }, price: 25, cost: 10, weight: 0.4, visible: true, sku: "T-M" }],
    }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/products/{id}/variants/resetToDefault",
    params: id,
    payload: none,
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/collections/{id}/productIds",
    params: (f) => ({ id: f.collectionId }),
    payload: (f) => ({ productIds: [f.teeId, f.mugId] }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/collections/{id}/productIds/delete",
    params: (f) => ({ id: f.collectionId }),
    payload: (f) => ({ productIds: [f.mugId] }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/products/{id}/media",
    params: id,
    payload: () => ({
      media: [{ url: "https://img.test/a.jpg", choice: { option: "Color", choice: "Red" } }],
    }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/products/{id}/media/delete",
    params: id,
    payload: (f) => ({ mediaIds: [f.mediaId] }),
  },
  {
    family: "catalogWrite",
    method: "PATCH",
    path: "/stores/v1/products/{id}/choices/media",
    params: id,
    payload: (f) => ({ media: [{ option: "Color", choice: "Red", mediaIds: [f.mediaId] }] }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/products/{id}/choices/media/delete",
    params: id,
    payload: (f) => ({ media: [{ option: "Color", choice: "Red", mediaIds: [f.mediaId] }] }),
  },
  {
    family: "catalogWrite",
    method: "DELETE",
    path: "/stores/v1/products/{id}/options",
    params: id,
    payload: none,
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/products/{id}/remove-brand",
    params: id,
    payload: none,
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/products/{id}/remove-ribbon",
    params: id,
    payload: none,
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v3/ribbons",
    params: none,
    payload: () => ({ ribbon: { name: "Fuzzed" } }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v3/ribbons/get-or-create",
    params: none,
    payload: () => ({ ribbonName: "New" }),
  },
  {
    family: "catalogRead",
    method: "POST",
    path: "/stores/v3/ribbons/query",
    params: none,
    payload: () => ({
      query: {
        filter: { name: { $startsWith: "N" } },
        sort: [{ fieldName: "name" }],
        cursorPaging: { limit: 5 },
      },
    }),
  },
  {
    family: "catalogRead",
    method: "POST",
    path: "/stores/v3/ribbons/count",
    params: none,
    payload: () => ({ filter: { name: "New" } }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/collections",
    params: none,
    payload: () => ({ collection: { name: "Winter", description: "cold", visible: true } }),
  },
  {
    family: "catalogWrite",
    method: "PATCH",
    path: "/stores/v1/collections/{collection.id}",
    params: (f) => ({ "collection.id": f.collectionId }),
    payload: () => ({ collection: { name: "Summer!", slug: "summer-2" } }),
  },
  {
    family: "catalogWrite",
    method: "DELETE",
    path: "/stores/v1/collections/{id}",
    params: (f) => ({ id: f.collectionId }),
    payload: none,
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/bulk/products/update",
    params: none,
    payload: (f) => ({ ids: [f.teeId, f.mugId], set: { price: 9 } }),
  },
  {
    family: "catalogWrite",
    method: "POST",
    path: "/stores/v1/bulk/products/adjust-properties",
    params: none,
    payload: (f) => ({
      ids: [f.teeId, f.mugId],
      adjust: { weight: { percentage: { rate: 10, roundToInt: false } } },
    }),
  },
  // tokens
  {
    family: "token",
    method: "POST",
    path: "/oauth2/token",
    params: none,
    payload: () => ({ clientId: "test-client", grantType: "anonymous" }),
  },
  {
    family: "token",
    method: "POST",
    path: "/oauth2/token",
    params: none,
    payload: (f) => ({ clientId: "test-client", grantType: "refresh_token", refreshToken: f.refreshToken }),
  },
  {
    family: "token",
    method: "POST",
    path: "/oauth2/token",
    params: none,
    payload: () => ({
      clientId: "test-client",
      grantType: "authorization_code",
      code: "c0de",
      codeVerifier: "v".repeat(43),
      redirectUri: "http://localhost:5173/callback",
    }),
  },
  {
    family: "token",
    method: "POST",
    path: "/oauth2/token",
    params: none,
    payload: () => ({
      grant_type: "authorized_client",
      scope: "offline_access",
      member_id: "00000000-0000-0000-0000-000000000000",
    }),
  },
  // identity (the register and login templates use a short password: the KDF is slow by design)
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/authentication/v2/register",
    params: none,
    payload: () => ({
      loginId: { email: "fuzz@example.com" },
      password: "pw",
      profile: { nickname: "F", firstName: "Fuzz", customFields: [{ name: "x", value: { text: "y" } }] },
      captchaTokens: [{ Recaptcha: "captcha-token" }],
      clientMetaData: {},
    }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/authentication/v2/login",
    params: none,
    payload: (f) => ({ loginId: { email: f.memberEmail }, password: "wrong", captchaTokens: [] }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/authentication/v2/change-password",
    params: none,
    payload: () => ({ newPassword: "pw" }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/authentication/v2/sign-on",
    params: none,
    payload: (f) => ({
      loginId: { email: f.memberEmail },
      profile: { nickname: "M" },
      verifyEmail: false,
      mergeExistingContact: true,
    }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/authentication/v2/{factorType}/verify",
    params: () => ({ factorType: "email" }),
    payload: () => ({ stateToken: "st", rememberThisDevice: false, emailData: { code: "123456" } }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/members/v1/members/{id}/approve",
    params: () => ({ id: "00000000-0000-0000-0000-000000000000" }),
    payload: none,
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/verification/v1/auth/verify",
    params: none,
    payload: () => ({ code: "123456", stateToken: "st" }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/verification/v1/auth/resend",
    params: none,
    payload: () => ({ stateToken: "st" }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/verification/v1/start",
    params: none,
    payload: () => ({ identityId: "00000000-0000-0000-0000-000000000000", target: "EMAIL" }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/recovery/v1/send-email",
    params: none,
    payload: (f) => ({
      email: f.memberEmail,
      language: "en",
      redirect: { url: "http://localhost:5173/reset", clientId: "test-client" },
    }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/recovery/v1/activation-email",
    params: none,
    payload: () => ({ identityId: "00000000-0000-0000-0000-000000000000", emailOptions: {} }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/iam/recovery/v1/recover",
    params: none,
    payload: () => ({ recoveryToken: "rt", password: "pw" }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/redirects-api/v1/redirect-session",
    params: none,
    payload: () => ({
      auth: {
        authRequest: {
          redirectUri: "http://localhost:5173/callback",
          clientId: "test-client",
          codeChallenge: "c".repeat(43),
          codeChallengeMethod: "S256",
          responseMode: "fragment",
          responseType: "code",
          scope: "offline_access",
          state: "s",
        },
        prompt: "login",
      },
    }),
  },
  {
    family: "identity",
    method: "POST",
    path: "/_api/redirects-api/v1/redirect-session",
    params: none,
    payload: () => ({
      logout: { clientId: "test-client" },
      callbacks: { postFlowUrl: "http://localhost:5173/" },
    }),
  },
  {
    family: "identity",
    method: "GET",
    path: "/_dev/mailbox",
    params: none,
    payload: (f) => ({ to: f.memberEmail }),
  },
  // dev endpoints (webhooks)
  { family: "dev", method: "GET", path: "/_dev/webhooks/public-key", params: none, payload: none },
  { family: "dev", method: "GET", path: "/_dev/webhooks", params: none, payload: none },
  {
    family: "dev",
    method: "POST",
    path: "/_dev/webhooks",
    params: none,
    payload: () => ({
      url: "http://127.0.0.1:9/hook",
      eventTypes: ["wix.stores.catalog.v3.product_created"],
    }),
  },
  {
    family: "dev",
    method: "DELETE",
    path: "/_dev/webhooks/{id}",
    params: () => ({ id: "nope" }),
    payload: none,
  },
  {
    family: "dev",
    method: "GET",
    path: "/_dev/webhooks/deliveries",
    params: none,
    payload: () => ({ limit: "5" }),
  },
  {
    family: "dev",
    method: "POST",
    path: "/_dev/events/trigger",
    params: none,
    payload: () => ({ eventType: "cart_abandoned" }),
  },
  {
    family: "dev",
    method: "GET",
    path: "/_dev/events",
    params: none,
    payload: (f) => ({ entityId: f.teeId, limit: "5" }),
  },
  {
    family: "dev",
    method: "GET",
    path: "/_dev/webhooks/deliveries/{id}",
    params: () => ({ id: "1" }),
    payload: none,
  },
  { family: "dev", method: "GET", path: "/_dev/carts", params: none, payload: none },
  { family: "dev", method: "GET", path: "/_dev/members", params: none, payload: none },
  ...["verify", "block", "sign-out"].map(
    (action): EndpointTemplate => ({
      family: "dev",
      method: "POST",
      path: `/_dev/members/{id}/${action}`,
      params: () => ({ id: "nobody" }),
      payload: none,
    }),
  ),
  // media (a merchant write, fuzzed with the catalogue writes)
  {
    family: "catalogWrite",
    method: "POST",
    path: "/site-media/v1/files/generate-upload-url",
    params: none,
    payload: () => ({ mimeType: "image/png", fileName: "fuzzed.png" }),
  },
];

const key = (method: string, path: string) => `${method} ${path}`;
const known = new Set(TEMPLATES.map((t) => key(t.method, t.path)));

/** Registry endpoints the table above lacks: fuzzed with an empty payload (and reported by a test). */
export const untemplatedEndpoints = endpoints.filter((e) => !known.has(key(e.method, e.path)));

/** Templates of the families asked for, plus bare ones for registry endpoints without a template. */
export function templatesOf(...families: EndpointTemplate["family"][]): EndpointTemplate[] {
  const extra: EndpointTemplate[] = untemplatedEndpoints.map((e) => ({
    family: e.path.includes("/stores") ? "catalogWrite" : "identity",
    method: e.method,
    path: e.path,
    params: (): Record<string, string> =>
      Object.fromEntries([...e.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1] as string, "x"])),
    payload: none,
  }));
  return [...TEMPLATES, ...extra].filter((t) => families.includes(t.family));
}

/** Whether every template still names a registered endpoint (a stale table would fuzz 404s). */
export const staleTemplates = TEMPLATES.filter(
  (t) => !endpoints.some((e) => e.method === t.method && e.path === t.path),
);
