/**
 * Password hashing with scrypt (node:crypto), a memory-hard KDF: N = 2^15,
 * r = 8, p = 1 (32 MiB per hash), a 16-byte random salt, a 32-byte key. The
 * stored form names its parameters (`scrypt$N$r$p$salt$key`), so they can be
 * raised later without breaking stored hashes. Comparison is constant-time.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * The stored form of `password`.
 *
 * @example
 * const stored = await hashPassword("correct horse"); // "scrypt$32768$8$1$…$…"
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * Whether `password` matches `stored` (false for a malformed or missing hash).
 *
 * @example
 * await verifyPassword("correct horse", stored); // true
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
