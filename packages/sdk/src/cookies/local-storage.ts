/** Token storage in `localStorage` (or any Web Storage), as JSON under one key. */
import type { TokenStorage, Tokens } from "./token-storage.js";

/** Options of {@link localStorageStorage}. */
export interface LocalStorageOptions {
  /** Storage key. Default `vitrine.tokens`. */
  key?: string;
  /** Default `globalThis.localStorage`. */
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

/**
 * Keeps tokens in `localStorage`; unreadable entries count as none.
 *
 * @example
 * ```ts
 * const storage = localStorageStorage({ key: "shop.tokens" });
 * ```
 */
export function localStorageStorage<T = Tokens>(options: LocalStorageOptions = {}): TokenStorage<T> {
  const key = options.key ?? "vitrine.tokens";
  const storage = () => options.storage ?? globalThis.localStorage;
  return {
    getTokens() {
      const text = storage().getItem(key);
      try {
        // Nothing stored is `null`, which JSON.parse also reads as null.
        return (JSON.parse(text as string) as T | null) ?? undefined;
      } catch {
        return undefined;
      }
    },
    setTokens(tokens) {
      storage().setItem(key, JSON.stringify(tokens));
    },
    clearTokens() {
      storage().removeItem(key);
    },
  };
}
