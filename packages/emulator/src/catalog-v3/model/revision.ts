/**
 * Optimistic concurrency of catalogue v3 writes: an update names the revision
 * it read; another one is a 409 `REVISION_MISMATCH` carrying the current
 * revision, and the write changes nothing.
 */
import { ApplicationFailure } from "../../errors.ts";

/**
 * Throws unless `sent` is the `current` revision of the `entity` (`product`, `brand`, …).
 *
 * @example
 * ```ts
 * checkRevision("product", patch.revision, row.revision);
 * ```
 */
export function checkRevision(entity: string, sent: string | undefined, current: string): void {
  if (sent === current) return;
  throw new ApplicationFailure(
    409,
    "REVISION_MISMATCH",
    `The ${entity}'s revision is ${current}, not ${sent}: read it again and retry.`,
    { currentRevision: current },
  );
}
