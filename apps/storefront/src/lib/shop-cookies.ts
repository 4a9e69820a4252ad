/**
 * Where the server finds a shopper's session: cookies, so it reads the same visitor (and member)
 * the browser holds, renders their cart badge and cart, and hands renewed tokens back with
 * `Set-Cookie`. Two cookies: the tokens (`vitrine_tokens`, the SDK's `cookieTokenStorage`) and
 * whether the shopper has a cart (`vitrine_cart`, so a visitor who never made one is not asked, on
 * either side); `SameSite=Lax`, `Secure` on https. The jar is the browser's `document.cookie`, or on
 * the server the request's `Cookie` header with the `Set-Cookie` values to answer. A member's
 * refresh token is in neither: the tokens cookie holds its placeholder, and the server keeps the
 * token in its own `HttpOnly` cookie (`member-cookie.ts`).
 *
 * The browser keeps its session where it always has, in `localStorage` (whose `storage` events
 * tell the other tabs of a sign-in or sign-out), and mirrors every change into the cookies
 * (`mirroredTokens`, `mirroredCartMark`); with nothing stored yet it adopts the session the server
 * started (its tokens, and the cart it made for a form posted before the scripts ran), so a first
 * visit asks for visitor tokens once.
 */
import type { CartMark, CartStorage } from "@vitrine/react";
import type { CookieJar, TokenStorage } from "@vitrine/sdk/cookies";
import { cookieTokenStorage, type OAuthTokenStorage } from "@vitrine/sdk/identity";

/** How long the cookies last without a visit (seconds): 30 days. */
const MAX_AGE = 60 * 60 * 24 * 30;
/** The tokens' cookie. */
export const TOKENS_COOKIE = "vitrine_tokens";
/** The cart mark's cookie. */
export const CART_COOKIE = "vitrine_cart";

/**
 * The shopper's tokens in `jar`.
 *
 * @example
 * ```ts
 * createShopClient(config, { tokenStorage: tokenCookie(documentCookieJar()) });
 * ```
 */
export function tokenCookie(jar: CookieJar): OAuthTokenStorage {
  return cookieTokenStorage({ name: TOKENS_COOKIE, jar, maxAge: MAX_AGE });
}

/**
 * Whether the shopper has a cart, in `jar` (see `@vitrine/react`'s `CartStorage`): no cookie is
 * no cart; an unreadable one answers "made", so the cart is asked for rather than hidden.
 *
 * @example
 * ```ts
 * createShopClient(config, { cartStorage: cartCookie(jar) });
 * ```
 */
export function cartCookie(jar: CookieJar): CartStorage {
  return {
    get() {
      const stored = jar.get(CART_COOKIE);
      if (stored === undefined) return { made: false };
      try {
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
      if (mark.made || mark.thankYouPageUrl) jar.set(CART_COOKIE, JSON.stringify(mark), { maxAge: MAX_AGE });
      else jar.delete(CART_COOKIE, {});
    },
  };
}

/** Empties `storage` (the SDK's storages have `clearTokens`, which the strategy's type leaves out). */
async function clear(storage: OAuthTokenStorage): Promise<void> {
  await (storage as Partial<TokenStorage>).clearTokens?.();
}

/**
 * `primary` (the browser's `localStorage` tokens) with every change, a clearing too, copied into
 * `cookie`; read from `primary`, or from `cookie` while `primary` holds none.
 *
 * @example
 * ```ts
 * mirroredTokens(localTokenStorage(clientId), tokenCookie(documentCookieJar()));
 * ```
 */
export function mirroredTokens(primary: OAuthTokenStorage, cookie: OAuthTokenStorage): OAuthTokenStorage {
  return {
    ...primary,
    async getTokens() {
      return (await primary.getTokens()) ?? (await cookie.getTokens());
    },
    async setTokens(tokens) {
      await primary.setTokens(tokens);
      await cookie.setTokens(tokens);
    },
    async clearTokens() {
      await clear(primary);
      await clear(cookie);
    },
  } as OAuthTokenStorage;
}

/**
 * `primary` (the browser's `localStorage` cart mark) with every change copied into `cookie`. A read
 * takes the mark that tells of a cart: the server marks the cookie when it makes a cart for a form
 * posted before the page's scripts ran, and the page must then show that cart, not hide it.
 *
 * @example
 * ```ts
 * mirroredCartMark(localCartStorage(clientId), cartCookie(documentCookieJar()));
 * ```
 */
export function mirroredCartMark(primary: CartStorage, cookie: CartStorage): CartStorage {
  return {
    get() {
      const kept = primary.get();
      if (kept?.made || kept?.thankYouPageUrl) return kept;
      const served = cookie.get();
      return served?.made || served?.thankYouPageUrl ? served : kept;
    },
    set(mark) {
      primary.set(mark);
      cookie.set(mark);
    },
  };
}
