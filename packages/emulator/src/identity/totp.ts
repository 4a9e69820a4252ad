/**
 * Time-based one-time passwords as authenticator apps make them: HOTP
 * ([RFC 4226](https://www.rfc-editor.org/rfc/rfc4226)) over the time step
 * ([RFC 6238](https://www.rfc-editor.org/rfc/rfc6238)) with HMAC-SHA1, a 30 s
 * step and 6 digits; a code is accepted one step either side of now. Secrets
 * are 20 random bytes, written in base32
 * ([RFC 4648 §6](https://www.rfc-editor.org/rfc/rfc4648#section-6)) for people
 * and in an `otpauth://totp/` URI for QR codes.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Seconds per time step (RFC 6238 §4.1 `X`). */
export const TOTP_STEP_SECONDS = 30;
/** Digits per code. */
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may come from (clock drift, RFC 6238 §5.2). */
export const TOTP_WINDOW_STEPS = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** `bytes` in base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** The bytes of a base32 text (case and spaces ignored). */
export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=]/g, "")) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new RangeError("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 20 random bytes (the HMAC-SHA1 output length, RFC 4226 §4), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of `now` (RFC 6238 §4.2 `T`). */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The HOTP code of `counter` (RFC 4226 §5.3: HMAC-SHA1, dynamic truncation, modulo 10^6).
 *
 * @example
 * hotp(base32Encode(Buffer.from("12345678901234567890")), 1); // "287082" (RFC 4226 appendix D)
 */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Decode(secret)).update(message).digest();
  const offset = (digest[19] ?? 0) & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/**
 * The time step whose code `code` is, within the window around `now`; undefined when none.
 *
 * @example
 * matchingStep(secret, hotp(secret, timeStep(now)), now); // timeStep(now)
 */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const current = timeStep(now);
  let found: number | undefined;
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    // Every step is compared (no early return), in constant time per comparison.
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) found ??= step;
  }
  return found;
}

/**
 * The `otpauth://totp/` URI authenticator apps read from a QR code (the Key Uri Format of
 * Google Authenticator: issuer and account label, base32 secret, algorithm, digits, period).
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
