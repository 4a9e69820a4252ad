/**
 * Where a shop remembers whether its visitor has a cart, beside the tokens: a visitor who never
 * made one is not asked for it (no refused cart request on a first visit), and a return from the
 * hosted checkout's thank-you page forgets the cart the order used up. `localCartStorage(clientId)`
 * keeps the mark in `localStorage` next to `localTokenStorage(clientId)`'s tokens, so the tabs and
 * a reload share it.
 */

/** What a cart storage keeps for one visitor. */
export interface CartMark {
  /** The visitor has a cart on the store (it made one, or a read found one). */
  made: boolean;
  /** The thank-you page of a checkout that was started: coming back there with an order id ends the cart. */
  thankYouPageUrl?: string;
}

/** A place for the {@link CartMark} (the `cartStorage` option of `createVitrineClient`). */
export interface CartStorage {
  /** The stored mark; `undefined` when this storage cannot tell (then tokens decide). */
  get(): CartMark | undefined;
  set(mark: CartMark): void;
}

/**
 * The mark in `localStorage` under `vitrine.cart.{clientId}`, next to the tokens'
 * `vitrine.tokens.{clientId}`. No entry is no cart; a storage that cannot be read answers
 * "made", so the cart is asked for rather than hidden.
 *
 * @example
 * ```ts
 * createVitrineClient({ clientId, tokenStorage: localTokenStorage(clientId), cartStorage: localCartStorage(clientId) });
 * ```
 */
export function localCartStorage(clientId: string): CartStorage {
  const key = `vitrine.cart.${clientId}`;
  return {
    get() {
      try {
        const stored = globalThis.localStorage?.getItem(key);
        if (stored === undefined) return undefined;
        if (stored === null) return { made: false };
        const mark = JSON.parse(stored) as Partial<CartMark>;
        return {
          made: mark.made === true,
          ...(typeof mark.thankYouPageUrl === "string" ? { thankYouPageUrl: mark.thankYouPageUrl } : {}),
        };
      } catch {
        return { made: true };
      }
    },
    set(mark) {
      try {
        if (mark.made || mark.thankYouPageUrl) globalThis.localStorage?.setItem(key, JSON.stringify(mark));
        else globalThis.localStorage?.removeItem(key);
      } catch {
        // Unreadable storage: every read asks for the cart (see `get`).
      }
    },
  };
}
