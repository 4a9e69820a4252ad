/**
 * Ids derived from a name: the same name always gives the same UUID-shaped id,
 * so a seeded catalogue is identical on every run.
 */
import { createHash } from "node:crypto";

/**
 * A version-4-shaped UUID from the sha-256 of `name`.
 *
 * @example
 * ```ts
 * deterministicId("variant:p1:v1") === deterministicId("variant:p1:v1"); // true
 * ```
 */
export function deterministicId(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
