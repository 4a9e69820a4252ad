/**
 * The access tokens one app has verified, by their whole text: a token's signature, key and
 * claims never change (keys are immutable), so they are checked once and a token seen again
 * only has its `exp` checked against the time of the call. Any other text, even one character
 * off, is verified in full. At most `limit` tokens are kept; the oldest goes first.
 */
import type { AccessTokenClaims } from "./access-tokens.ts";

/** How many verified tokens an app keeps by default (a few MB at most). */
const LIMIT = 10_000;

/** Tokens whose signature and claims an app has verified. */
export class VerifiedTokens {
  readonly #claims = new Map<string, AccessTokenClaims>();
  readonly #limit: number;

  constructor(limit = LIMIT) {
    this.#limit = limit;
  }

  /** True when `token` (its whole text) has been verified. */
  has(token: string): boolean {
    return this.#claims.has(token);
  }

  /**
   * What verifying `token` again answers at `nowMs`, or undefined when it was never verified.
   *
   * @example
   * ```ts
   * const known = verified.check(token, clock.now()); // { claims } or { rejected: "expired" }
   * ```
   */
  check(token: string, nowMs: number): { claims: AccessTokenClaims } | { rejected: "expired" } | undefined {
    const claims = this.#claims.get(token);
    if (!claims) return undefined;
    return claims.exp * 1000 <= nowMs ? { rejected: "expired" } : { claims };
  }

  /** Keeps `token`, whose signature and claims were just verified. */
  add(token: string, claims: AccessTokenClaims): void {
    if (this.#claims.size >= this.#limit) {
      const oldest = this.#claims.keys().next().value;
      if (oldest !== undefined) this.#claims.delete(oldest);
    }
    this.#claims.set(token, claims);
  }
}
