/**
 * The code an authenticator app shows for a secret at a time (RFC 6238 TOTP: 30-second steps,
 * 6 digits, HMAC-SHA1), as a test types it in.
 */
import { hotp, timeStep } from "../identity/totp.ts";

/**
 * The TOTP code of `secret` (base32) at `at` (default: now).
 *
 * @example
 * ```ts
 * const code = totpCode(secret);
 * const previous = totpCode(secret, new Date(Date.now() - 30_000));
 * ```
 */
export function totpCode(secret: string, at: Date = new Date()): string {
  return hotp(secret, timeStep(at));
}
