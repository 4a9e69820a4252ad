/**
 * Turns an endpoint template and a (mutated) payload into the bytes a client
 * could send: path parameters (valid, hostile, badly percent-encoded),
 * credentials (merchant, visitor, none, forged, wrong site), and a transport
 * (JSON body, flat query, `.r`, broken `.r`, the POST fallback, malformed
 * JSON, another content type, an oversized body).
 */
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { TEST_API_KEY, TEST_SITE_ID } from "../../support/test-app.ts";
import type { EndpointTemplate } from "./endpoint-templates.ts";
import type { FuzzFixture } from "./fuzz-fixture.ts";
import { mutatedPayload } from "./mutate-payload.ts";
import { NASTY_STRINGS } from "./nasty-values.ts";

/** The body limit the fuzz apps run with (small, so oversized bodies are cheap to send). */
export const FUZZ_BODY_LIMIT = 64 * 1024;

/** Who the request claims to be. */
export type Credential =
  | "merchant"
  | "visitor"
  | "bearerVisitor"
  | "none"
  | "forgedJwt"
  | "unknownKey"
  | "keyWithoutSite"
  | "keyWrongSite"
  | "visitorAndKey"
  | "hugeHeader";

export const credential: fc.Arbitrary<Credential> = fc.constantFrom(
  "merchant",
  "merchant",
  "visitor",
  "visitor",
  "bearerVisitor",
  "none",
  "forgedJwt",
  "unknownKey",
  "keyWithoutSite",
  "keyWrongSite",
  "visitorAndKey",
  "hugeHeader",
);

function headersFor(c: Credential, f: FuzzFixture): Record<string, string> {
  const forged = `${Buffer.from('{"alg":"none","kid":"access-token-1"}').toString("base64url")}.${Buffer.from('{"sub":"x","role":"member","exp":9999999999}').toString("base64url")}.`;
  switch (c) {
    case "merchant":
      return { authorization: TEST_API_KEY, "wix-site-id": TEST_SITE_ID };
    case "visitor":
      return { authorization: f.visitorToken };
    case "bearerVisitor":
      return { authorization: `Bearer ${f.visitorToken}` };
    case "none":
      return {};
    case "forgedJwt":
      return { authorization: forged };
    case "unknownKey":
      return { authorization: "not-a-key", "wix-site-id": TEST_SITE_ID };
    case "keyWithoutSite":
      return { authorization: TEST_API_KEY };
    case "keyWrongSite":
      return { authorization: TEST_API_KEY, "wix-site-id": "other-site" };
    case "visitorAndKey":
      return { authorization: `${f.visitorToken},${TEST_API_KEY}`, "wix-site-id": TEST_SITE_ID };
    case "hugeHeader":
      return { authorization: "A".repeat(20_000), "wix-site-id": "\u00e9".repeat(100) };
  }
}

/** How the payload travels. */
export type Transport =
  | "natural"
  | "flatQuery"
  | "dotR"
  | "brokenDotR"
  | "postFallback"
  | "malformedJson"
  | "textPlain"
  | "oversized"
  | "emptyBody";

export const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Transport>("natural") },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Transport>(
      "flatQuery",
      "dotR",
      "brokenDotR",
      "postFallback",
      "malformedJson",
      "textPlain",
      "oversized",
      "emptyBody",
    ),
  },
);

/** Percent-encodes every UTF-8 byte of `text` (a lone surrogate becomes U+FFFD, as in any URL). */
const encodeAll = (text: string) =>
  [...Buffer.from(text, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

/** A path parameter: the fixture's value mostly, else something hostile. */
const pathValue = fc.oneof(
  { weight: 5, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS).map((s) => encodeAll(s.slice(0, 300))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%",
      "%zz",
      "%c3%28",
      "%ed%a0%80",
      "..",
      "%2F",
      "a%00b",
      ";",
      "x".repeat(1_200),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }).map(encodeAll) },
);

/** Flat query parameters for a payload: nested keys joined with dots, arrays repeated. */
export function flatQuery(payload: unknown): string {
  const params = new URLSearchParams();
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value);
      if (entries.length === 0 && key) params.append(key, "");
      for (const [k, v] of entries) walk(v, key ? `${key}.${k}` : k);
    } else params.append(key || "value", String(value));
  };
  walk(payload, "");
  return params.toString();
}

const dotR = (payload: unknown) =>
  Buffer.from(JSON.stringify(payload) ?? "null", "utf8").toString("base64url");

/** What a case sends (shown in counterexamples), and the inject options to send it. */
export interface FuzzRequest {
  template: string;
  credential: Credential;
  transport: Transport;
  options: InjectOptions;
}

function fillPath(template: EndpointTemplate, f: FuzzFixture, overrides: (string | undefined)[]): string {
  const values = template.params(f);
  let index = 0;
  return template.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const override = overrides[index++];
    return override ?? encodeURIComponent(values[name] ?? "x");
  });
}

/** Builds the request for `template` with `payload` sent over `how`. */
export function buildRequest(
  template: EndpointTemplate,
  f: FuzzFixture,
  payload: unknown,
  who: Credential,
  how: Transport,
  pathOverrides: (string | undefined)[],
): FuzzRequest {
  const path = fillPath(template, f, pathOverrides);
  const headers = headersFor(who, f);
  const json = JSON.stringify(payload) ?? "null";
  let options: InjectOptions;
  const isGet = template.method === "GET";
  switch (how) {
    case "natural":
      options = isGet
        ? { method: "GET", url: `${path}?.r=${dotR(payload)}`, headers }
        : {
            method: template.method,
            url: path,
            headers: { ...headers, "content-type": "application/json" },
            payload: json,
          };
      break;
    case "flatQuery":
      options = { method: template.method, url: `${path}?${flatQuery(payload)}`, headers };
      break;
    case "dotR":
      options = {
        method: template.method,
        url: `${path}?.r=${dotR(payload)}&${flatQuery(payload).slice(0, 500)}`,
        headers,
      };
      break;
    case "brokenDotR":
      options = { method: template.method, url: `${path}?.r=${dotR(payload).slice(1)}%3D%3D&.r=x`, headers };
      break;
    case "postFallback":
      options = {
        method: "POST",
        url: path,
        headers: { ...headers, "content-type": "application/json; charset=utf-8" },
        payload: json,
      };
      break;
    case "malformedJson":
      options = {
        method: isGet ? "POST" : template.method,
        url: path,
        headers: { ...headers, "content-type": "application/json" },
        payload: `${json.slice(0, -1)}\u0000,}`,
      };
      break;
    case "textPlain":
      options = {
        method: isGet ? "POST" : template.method,
        url: path,
        headers: { ...headers, "content-type": "text/plain" },
        payload: json,
      };
      break;
    case "oversized":
      options = {
        method: isGet ? "POST" : template.method,
        url: path,
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify({ pad: "x".repeat(FUZZ_BODY_LIMIT), payload }),
      };
      break;
    case "emptyBody":
      options = {
        method: isGet ? "POST" : template.method,
        url: path,
        headers: { ...headers, "content-type": "application/json" },
        payload: "",
      };
      break;
  }
  return { template: `${template.method} ${template.path}`, credential: who, transport: how, options };
}

/** Requests for the given templates: a mutated payload, a credential, a transport, hostile path values. */
export function fuzzRequests(
  templates: EndpointTemplate[],
  f: FuzzFixture,
  transports = transport,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(...templates)
    .chain((template) =>
      fc.tuple(
        fc.constant(template),
        mutatedPayload(template.payload(f)),
        credential,
        transports,
        fc.array(pathValue, { minLength: 2, maxLength: 2 }),
      ),
    )
    .map(([template, payload, who, how, overrides]) =>
      buildRequest(template, f, payload, who, how, overrides),
    );
}
