/**
 * The webhook public key: a PEM `PUBLIC KEY` (SPKI), the same PEM base64-encoded on one line (as
 * the provider's dashboard hands it out), or an RSA JWK, imported once through WebCrypto as an
 * RS256 (RSASSA-PKCS1-v1_5 with SHA-256) verification key. Keys under 2048 bits are refused.
 */
import { decodeBase64 } from "./base64url-decode.js";
import { PublicKeyError } from "./errors.js";

/** A webhook public key: SPKI PEM text (or that text base64-encoded), or an RSA public JWK. */
export type WebhookPublicKey = string | JsonWebKey;

/** The WebCrypto algorithm of RS256. */
export const RS256 = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;

const MIN_MODULUS_BITS = 2048;
const PEM = /^-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----$/;

function spkiFromText(text: string): Uint8Array {
  let pem = text.trim();
  if (!pem.startsWith("-----")) {
    const decoded = decodeBase64(pem.replace(/\s+/g, ""));
    pem = decoded ? new TextDecoder().decode(decoded).trim() : "";
  }
  const body = PEM.exec(pem)?.[1];
  const der = body === undefined ? undefined : decodeBase64(body.replace(/\s+/g, ""));
  if (!der?.length) {
    throw new PublicKeyError(
      'Webhook public key must be a PEM "-----BEGIN PUBLIC KEY-----" (SPKI) block, or that block base64-encoded',
    );
  }
  return der;
}

async function importKey(key: WebhookPublicKey): Promise<CryptoKey> {
  if (typeof key === "string") {
    const der = spkiFromText(key);
    return crypto.subtle.importKey("spki", der as Uint8Array<ArrayBuffer>, RS256, false, ["verify"]);
  }
  if (key === null || typeof key !== "object" || key.kty !== "RSA") {
    throw new PublicKeyError('Webhook public key JWK must have kty "RSA"');
  }
  if (key.alg !== undefined && key.alg !== "RS256") {
    throw new PublicKeyError(`Webhook public key JWK has alg ${key.alg}; expected RS256`);
  }
  if ("d" in key) throw new PublicKeyError("Webhook public key JWK is a private key; pass the public part");
  return crypto.subtle.importKey("jwk", key, RS256, false, ["verify"]);
}

/**
 * Imports `key` for RS256 verification. Rejects with a {@link PublicKeyError} when the key is not
 * an RSA public key of at least 2048 bits in one of the accepted forms.
 *
 * @example
 * ```ts
 * const key = await importWebhookKey(process.env.WEBHOOK_PUBLIC_KEY!);
 * ```
 */
export async function importWebhookKey(key: WebhookPublicKey): Promise<CryptoKey> {
  let imported: CryptoKey;
  try {
    imported = await importKey(key);
  } catch (e) {
    if (e instanceof PublicKeyError) throw e;
    throw new PublicKeyError("Webhook public key could not be imported as an RS256 key", { cause: e });
  }
  const bits = (imported.algorithm as RsaHashedKeyAlgorithm).modulusLength;
  if (bits < MIN_MODULUS_BITS) {
    throw new PublicKeyError(
      `Webhook public key has ${bits} bits; at least ${MIN_MODULUS_BITS} are required`,
    );
  }
  return imported;
}
