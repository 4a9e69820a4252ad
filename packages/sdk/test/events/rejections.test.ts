/**
 * Deliveries that must be refused: each rejects with its own error class and code, and no
 * handler runs. Forged algorithms (`none`, HS256 keyed with the public key) are refused before
 * the key is touched.
 */

import { isVitrineError } from "@vitrine/sdk";
import {
  cartAbandoned,
  createWebhookProcessor,
  HANDLER_FAILED,
  INVALID_PUBLIC_KEY,
  INVALID_SIGNATURE,
  isHandlerError,
  isInvalidSignatureError,
  isMalformedPayloadError,
  isMalformedTokenError,
  isPublicKeyError,
  isTokenExpiredError,
  isUnexpectedEventTypeError,
  isUnsupportedAlgorithmError,
  isWebhookError,
  MALFORMED_PAYLOAD,
  MALFORMED_TOKEN,
  productCreated,
  productUpdated,
  TOKEN_EXPIRED,
  UNEXPECTED_EVENT_TYPE,
  UNSUPPORTED_ALGORITHM,
  type WebhookProcessor,
} from "@vitrine/sdk/events";
import { beforeAll, describe, expect, it } from "vitest";
import { cartAbandonedData, domain, PRODUCT_ID, product } from "./support/payloads.ts";
import {
  b64url,
  FAR_FUTURE_EXP,
  generateKeys,
  signHs256,
  signRs256,
  signWebhook,
  type TestKeys,
  unsigned,
  webhookClaims,
} from "./support/webhook-signer.ts";

let keys: TestKeys;
let otherKeys: TestKeys;
beforeAll(() => {
  keys = generateKeys();
  otherKeys = generateKeys();
});

const NOW = Date.parse("2025-03-14T10:00:00Z");

/** A processor with a handler on every event the tests send, counting calls. */
function processor(options: { publicKey?: string | JsonWebKey } = {}) {
  const state = { calls: 0, processor: undefined as unknown as WebhookProcessor };
  state.processor = createWebhookProcessor({
    publicKey: options.publicKey ?? keys.publicPem,
    now: () => NOW,
  });
  state.processor.on(cartAbandoned, () => {
    state.calls++;
  });
  state.processor.on(productCreated, () => {
    state.calls++;
  });
  return state;
}

async function rejection(body: string, options?: { publicKey?: string | JsonWebKey }) {
  const p = processor(options);
  const error = await p.processor.process(body).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(p.calls).toBe(0);
  expect(isWebhookError(error)).toBe(true);
  expect(isVitrineError(error)).toBe(true);
  return error as Error & { code: string };
}

const valid = () => signWebhook(keys, cartAbandoned.type, cartAbandonedData);

describe("token shape", () => {
  it.each([
    ["empty body", ""],
    ["two parts", "a.b"],
    ["four parts", "a.b.c.d"],
    ["an empty signature", () => `${valid().split(".").slice(0, 2).join(".")}.`],
    ["a header that is not base64url", () => `@@.${valid().split(".").slice(1).join(".")}`],
    ["a header that is not JSON", () => `${b64url("not json")}.${valid().split(".").slice(1).join(".")}`],
    ["a header that is a JSON array", () => `${b64url("[1]")}.${valid().split(".").slice(1).join(".")}`],
    ["a JSON body instead of a JWT", JSON.stringify({ data: "{}" })],
  ])("%s is a malformed token", async (_name, body) => {
    const error = await rejection(typeof body === "function" ? body() : body);
    expect(isMalformedTokenError(error)).toBe(true);
    expect(error.code).toBe(MALFORMED_TOKEN);
  });

  it("surrounding whitespace (a trailing newline) is tolerated", async () => {
    const p = processor();
    await p.processor.process(`${valid()}\n`);
    expect(p.calls).toBe(1);
  });
});

describe("algorithm", () => {
  it("alg none is refused before any key work", async () => {
    // A key that cannot be imported proves the key was never touched.
    const error = await rejection(unsigned(webhookClaims(cartAbandoned.type, cartAbandonedData)), {
      publicKey: "not a key",
    });
    expect(isUnsupportedAlgorithmError(error)).toBe(true);
    expect(error.code).toBe(UNSUPPORTED_ALGORITHM);
    expect(error.message).toBe('Unsupported JWT algorithm: "none" (expected "RS256")');
  });

  it("HS256 signed with the public key as the secret is refused", async () => {
    const forged = signHs256(keys.publicPem, webhookClaims(cartAbandoned.type, cartAbandonedData));
    const error = await rejection(forged);
    expect(isUnsupportedAlgorithmError(error)).toBe(true);
    const withBadKey = await rejection(forged, { publicKey: "not a key" });
    expect(isUnsupportedAlgorithmError(withBadKey)).toBe(true);
  });

  it.each(["RS512", "PS256", "ES256", "rs256", null])("alg %s is refused", async (alg) => {
    const token = signRs256(keys.privateKey, webhookClaims(cartAbandoned.type, cartAbandonedData), { alg });
    expect(isUnsupportedAlgorithmError(await rejection(token))).toBe(true);
  });

  it("a header without alg is refused", async () => {
    const token = signRs256(keys.privateKey, webhookClaims(cartAbandoned.type, cartAbandonedData), {
      typ: "JWT",
    });
    const error = await rejection(token);
    expect(isUnsupportedAlgorithmError(error)).toBe(true);
  });

  it("critical header parameters are refused", async () => {
    const token = signRs256(keys.privateKey, webhookClaims(cartAbandoned.type, cartAbandonedData), {
      alg: "RS256",
      crit: ["b64"],
      b64: false,
    });
    expect(isMalformedTokenError(await rejection(token))).toBe(true);
  });
});

describe("signature", () => {
  it("a tampered body is refused", async () => {
    const [header, , signature] = valid().split(".");
    const tampered = webhookClaims(cartAbandoned.type, {
      ...cartAbandonedData,
      checkoutUrl: "https://evil.example",
    });
    const error = await rejection(`${header}.${b64url(tampered)}.${signature}`);
    expect(isInvalidSignatureError(error)).toBe(true);
    expect(error.code).toBe(INVALID_SIGNATURE);
    expect(error.message).toBe("JWT signature is not valid");
  });

  it("a tampered signature is refused", async () => {
    const token = valid();
    const last = token.at(-2) === "A" ? "B" : "A";
    const error = await rejection(`${token.slice(0, -2)}${last}${token.at(-1)}`);
    expect(isInvalidSignatureError(error)).toBe(true);
  });

  it("a signature spelt with its unused trailing bits set (the same bytes) is malformed", async () => {
    // 256 bytes are 342 base64url characters; the last one carries 4 bits that decode to nothing.
    const token = valid();
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = alphabet[alphabet.indexOf(token.at(-1) ?? "") ^ 1];
    const error = await rejection(`${token.slice(0, -1)}${respelt}`);
    expect(isMalformedTokenError(error)).toBe(true);
    await expect(processor().processor.process(token)).resolves.toMatchObject({
      eventType: cartAbandoned.type,
    });
  });

  it("a token signed with another key is refused (PEM and JWK)", async () => {
    const token = signWebhook(otherKeys, cartAbandoned.type, cartAbandonedData);
    expect(isInvalidSignatureError(await rejection(token))).toBe(true);
    expect(isInvalidSignatureError(await rejection(token, { publicKey: keys.publicJwk }))).toBe(true);
  });
});

describe("expiry", () => {
  const claims = (exp: unknown) => ({ ...webhookClaims(cartAbandoned.type, cartAbandonedData), exp });

  it("an expired token is refused", async () => {
    const exp = NOW / 1000 - 1;
    const error = await rejection(signRs256(keys.privateKey, claims(exp)));
    expect(isTokenExpiredError(error)).toBe(true);
    expect(error.code).toBe(TOKEN_EXPIRED);
    expect((error as unknown as { expiredAt: Date }).expiredAt).toEqual(new Date(exp * 1000));
  });

  it("a token expiring exactly now is refused; one expiring later is accepted", async () => {
    expect(isTokenExpiredError(await rejection(signRs256(keys.privateKey, claims(NOW / 1000))))).toBe(true);
    const p = processor();
    await p.processor.process(signRs256(keys.privateKey, claims(NOW / 1000 + 60)));
    expect(p.calls).toBe(1);
  });

  it("a non-numeric exp is malformed", async () => {
    expect(isMalformedTokenError(await rejection(signRs256(keys.privateKey, claims("never"))))).toBe(true);
  });
});

describe("payload", () => {
  const sign = (claims: object) => signRs256(keys.privateKey, { exp: FAR_FUTURE_EXP, ...claims });
  const outer = (fields: Record<string, unknown>) => ({
    data: JSON.stringify({ eventType: cartAbandoned.type, identity: "{}", data: "{}", ...fields }),
  });

  it.each([
    ["no data claim", {}],
    ["a data claim that is an object", { data: { eventType: cartAbandoned.type } }],
    ["a data claim that is not JSON", { data: "{eventType:" }],
    ["a data claim that is a JSON array", { data: "[]" }],
    ["no eventType", outer({ eventType: undefined })],
    ["a numeric eventType", outer({ eventType: 7 })],
    ["an identity that is not JSON", outer({ identity: "{member" })],
    ["an identity that is an object, not a JSON string", outer({ identity: { identityType: "MEMBER" } })],
    ["event data that is not JSON", outer({ data: "{cartId:" })],
    ["event data missing", outer({ data: undefined })],
    ["a numeric instanceId", outer({ instanceId: 42 })],
  ])("%s is a malformed payload", async (_name, claims) => {
    const error = await rejection(sign(claims));
    expect(isMalformedPayloadError(error)).toBe(true);
    expect(error.code).toBe(MALFORMED_PAYLOAD);
  });

  it("a created domain event without its entity is malformed", async () => {
    const token = signWebhook(
      keys,
      productCreated.type,
      domain("wix.stores.catalog.v3.product", "created", PRODUCT_ID, {}),
    );
    const error = await rejection(token);
    expect(isMalformedPayloadError(error)).toBe(true);
    expect(error.message).toBe(`Domain event ${productCreated.type} has no createdEvent.entity`);
  });
});

describe("event type", () => {
  it("an event type with no handler is refused with the provider's message", async () => {
    const error = await rejection(signWebhook(keys, "com.example.SomethingElse", {}));
    expect(isUnexpectedEventTypeError(error)).toBe(true);
    expect(error.code).toBe(UNEXPECTED_EVENT_TYPE);
    expect(error.message).toBe(
      `Unexpected event type: com.example.SomethingElse. Expected one of: ${cartAbandoned.type}, ${productCreated.type}`,
    );
  });

  it("a processor with no handlers says so", async () => {
    const p = createWebhookProcessor({ publicKey: keys.publicPem });
    await expect(p.process(valid())).rejects.toThrow(
      `Unexpected event type: ${cartAbandoned.type}. Expected one of: (none)`,
    );
  });
});

describe("handler failures", () => {
  it("a throwing handler surfaces as one HandlerError naming the event type, with the cause", async () => {
    const p = createWebhookProcessor({ publicKey: keys.publicPem });
    const boom = new Error("database down");
    let other = 0;
    p.on(cartAbandoned, () => {
      throw boom;
    });
    p.on(cartAbandoned, async () => {
      other++;
    });
    const error = await p.process(valid()).catch((e: unknown) => e);
    expect(isHandlerError(error)).toBe(true);
    expect(error).toMatchObject({ code: HANDLER_FAILED, eventType: cartAbandoned.type, cause: boom });
    expect((error as Error).message).toBe(`Handler failed for event type ${cartAbandoned.type}`);
    expect(other).toBe(1);
  });

  it("several failing handlers are gathered in an AggregateError cause", async () => {
    const p = createWebhookProcessor({ publicKey: keys.publicPem });
    p.on(productUpdated, async () => {
      throw new Error("one");
    });
    p.on(productUpdated, () => Promise.reject(new Error("two")));
    const token = signWebhook(
      keys,
      productUpdated.type,
      domain("wix.stores.catalog.v3.product", "updated", PRODUCT_ID, {
        updatedEvent: { currentEntity: product },
      }),
    );
    const error = (await p.process(token).catch((e: unknown) => e)) as { cause: AggregateError };
    expect(isHandlerError(error)).toBe(true);
    expect(error.cause).toBeInstanceOf(AggregateError);
    expect(error.cause.errors.map((e: Error) => e.message)).toEqual(["one", "two"]);
  });
});

describe("public key", () => {
  it.each([
    ["garbage text", "not a key"],
    ["a PEM of the wrong kind", "-----BEGIN RSA PUBLIC KEY-----\nAAAA\n-----END RSA PUBLIC KEY-----"],
    ["a PEM with a corrupt body", "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----"],
    ["an EC JWK", { kty: "EC", crv: "P-256", x: "x", y: "y" }],
  ])("%s is a PublicKeyError on first use", async (_name, publicKey) => {
    const error = await rejection(valid(), { publicKey: publicKey as string | JsonWebKey });
    expect(isPublicKeyError(error)).toBe(true);
    expect(error.code).toBe(INVALID_PUBLIC_KEY);
  });

  it("a JWK for another algorithm, or a private JWK, is refused", async () => {
    expect(
      isPublicKeyError(await rejection(valid(), { publicKey: { ...keys.publicJwk, alg: "RS512" } })),
    ).toBe(true);
    const { privateKey } = keys;
    const privateJwk = privateKey.export({ format: "jwk" }) as JsonWebKey;
    expect(isPublicKeyError(await rejection(valid(), { publicKey: privateJwk }))).toBe(true);
  });

  it("an RSA key under 2048 bits is refused", async () => {
    const weak = generateKeys(1024);
    const error = await rejection(signWebhook(weak, cartAbandoned.type, cartAbandonedData), {
      publicKey: weak.publicPem,
    });
    expect(error.message).toBe("Webhook public key has 1024 bits; at least 2048 are required");
  });
});
