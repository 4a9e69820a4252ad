/**
 * Webhook tokens: compact JWTs (RFC 7519) signed RS256 (RSASSA-PKCS1-v1_5 with
 * SHA-256, RFC 7518 §3.3) with the webhook key, carrying the event in one
 * `data` claim as the provider does, plus `iat` and `exp`.
 */
import { sign } from "node:crypto";
import { WEBHOOK_JWT_ALGORITHM, type WebhookKey } from "./webhook-signing-key.ts";

/** How long a webhook token stays valid after it is signed (each attempt signs anew). */
export const WEBHOOK_TOKEN_TTL_SECONDS = 3600;

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");

/**
 * Signs a webhook token whose `data` claim is `data`, issued at `nowMs`.
 *
 * @example
 * ```ts
 * const body = signWebhookToken(JSON.stringify({ eventType, instanceId, identity, data }), key, Date.now());
 * ```
 */
export function signWebhookToken(data: string, key: WebhookKey, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = encodeJson({ alg: WEBHOOK_JWT_ALGORITHM, typ: "JWT", kid: key.kid });
  const signingInput = `${header}.${encodeJson({ data, iat, exp: iat + WEBHOOK_TOKEN_TTL_SECONDS })}`;
  const signature = sign("sha256", Buffer.from(signingInput, "ascii"), key.privateKey);
  return `${signingInput}.${signature.toString("base64url")}`;
}
