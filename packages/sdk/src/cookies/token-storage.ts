/**
 * Token storage: where an auth strategy keeps its tokens between page loads or requests. One
 * interface, sync or async, with memory, localStorage and cookie implementations that all pass
 * the same contract suite.
 */

/** The tokens the OAuth strategies keep. */
export interface Tokens {
  accessToken?: { value: string; expiresAt: number };
  refreshToken?: { value: string; role?: string };
}

/**
 * Stores one value (by default {@link Tokens}). Methods may return promises.
 *
 * @example
 * ```ts
 * const storage: TokenStorage = memoryStorage();
 * await storage.setTokens({ refreshToken: { value: "r1" } });
 * ```
 */
export interface TokenStorage<T = Tokens> {
  /** The stored value, or `undefined` when there is none. */
  getTokens(): T | undefined | Promise<T | undefined>;
  /** Replaces the stored value. */
  setTokens(tokens: T): void | Promise<void>;
  /** Removes the stored value. */
  clearTokens(): void | Promise<void>;
}

/**
 * Keeps tokens in memory (servers, tests, or pages that must not persist them). Values are
 * copied in and out, so callers cannot change what is stored by mutating objects.
 *
 * @example
 * ```ts
 * const storage = memoryStorage<Tokens>();
 * ```
 */
export function memoryStorage<T = Tokens>(initial?: T): TokenStorage<T> {
  let stored: T | undefined = initial === undefined ? undefined : structuredClone(initial);
  return {
    getTokens: () => (stored === undefined ? undefined : structuredClone(stored)),
    setTokens: (tokens) => {
      stored = structuredClone(tokens);
    },
    clearTokens: () => {
      stored = undefined;
    },
  };
}
