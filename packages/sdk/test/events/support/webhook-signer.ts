/**
 * Signs webhook deliveries the way the wire reference describes, with real RS256 keys made by
 * node:crypto: the JWT payload is `{data: JSON.stringify({eventType, instanceId, identity:
 * JSON.stringify(identity), data: JSON.stringify(payload)})}`.
 */
import { createHmac, generateKeyPairSync, type KeyObject, sign } from "node:crypto";

/** An RSA key pair and its public key in the forms the processor accepts. */
export interface TestKeys {
  privateKey: KeyObject;
  publicPem: string;
  publicJwk: JsonWebKey;
}

/** Generates an RSA key pair (2048 bits unless told). */
export function generateKeys(modulusLength = 2048): TestKeys {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength });
  return {
    privateKey,
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    publicJwk: publicKey.export({ format: "jwk" }) as JsonWebKey,
  };
}

/** Base64url of text or JSON. */
export function b64url(value: string | object): string {
  return Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
}

/** A compact JWS signed RS256 with `privateKey`, over any header and claims. */
export function signRs256(
  privateKey: KeyObject,
  claims: object,
  header: object = { alg: "RS256", typ: "JWT" },
) {
  const input = `${b64url(header)}.${b64url(claims)}`;
  return `${input}.${sign("sha256", Buffer.from(input), privateKey).toString("base64url")}`;
}

/** A compact JWS signed HS256 with `secret` (the algorithm-confusion attack). */
export function signHs256(secret: string, claims: object) {
  const input = `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(claims)}`;
  return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
}

/** An unsigned token (`alg: none`). */
export function unsigned(claims: object) {
  return `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`;
}

/** The identity of the test deliveries. */
export const MEMBER_IDENTITY = { identityType: "MEMBER", memberId: "6b5f2c1e-1f7c-4c39-9a53-0b0f2a1d7e11" };
/** The app instance of the test deliveries. */
export const INSTANCE_ID = "a1b2c3d4-0000-4000-8000-00000000abcd";

/** The `exp` of test deliveries unless told (2100-01-01): processors require one. */
export const FAR_FUTURE_EXP = 4_102_444_800;

/** The JWT claims of a delivery of `payload` as `eventType`; `exp: null` leaves `exp` out. */
export function webhookClaims(
  eventType: string,
  payload: object,
  extra: { identity?: object; exp?: number | null; iat?: number } = {},
) {
  const { identity = MEMBER_IDENTITY, exp = FAR_FUTURE_EXP, ...times } = extra;
  return {
    data: JSON.stringify({
      eventType,
      instanceId: INSTANCE_ID,
      identity: JSON.stringify(identity),
      data: JSON.stringify(payload),
    }),
    ...(exp === null ? {} : { exp }),
    ...times,
  };
}

/** A signed delivery of `payload` as `eventType`. */
export function signWebhook(
  keys: TestKeys,
  eventType: string,
  payload: object,
  extra: Parameters<typeof webhookClaims>[2] = {},
) {
  return signRs256(keys.privateKey, webhookClaims(eventType, payload, extra));
}
