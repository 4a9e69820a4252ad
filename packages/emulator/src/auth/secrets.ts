/** Random secrets and their one-way hashes: what the database keeps instead of a token or key. */
import { createHash, randomBytes } from "node:crypto";

/** The sha-256 of `value`, hex-encoded: the lookup key for API keys and refresh tokens. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** A fresh random secret of `bytes` bytes, base64url-encoded (URL- and header-safe). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
