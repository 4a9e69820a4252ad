/**
 * Token storage in a cookie, as URI-encoded JSON. The cookie lives in a jar: the browser's
 * `document.cookie`, or on a server the request's `Cookie` header plus the `Set-Cookie` headers to
 * send back.
 */
import { deleteCookie, getCookie, setCookie } from "./browser-cookies.js";
import { type CookieOptions, expireCookie, parseCookieHeader, serializeCookie } from "./cookie.js";
import type { TokenStorage, Tokens } from "./token-storage.js";

/** Where cookies are read and written. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: CookieOptions): void;
}

/**
 * The browser's cookies (`document.cookie`).
 *
 * @example
 * ```ts
 * const storage = cookieStorage({ jar: documentCookieJar() });
 * ```
 */
export function documentCookieJar(): CookieJar {
  return {
    get: (name) => getCookie(name),
    set: (name, value, options) => setCookie(name, value, options),
    delete: (name, options) => deleteCookie(name, options),
  };
}

/** A server-side jar: reads the request's cookies, collects `Set-Cookie` values for the answer. */
export interface HeaderCookieJar extends CookieJar {
  /** The `Set-Cookie` header values written so far. */
  readonly setCookieHeaders: string[];
}

/**
 * A jar over a request's `Cookie` header; writes are visible to later reads and collected as
 * `Set-Cookie` values.
 *
 * @example
 * ```ts
 * const jar = headerCookieJar(req.headers.cookie, { secure: true });
 * const storage = cookieStorage({ jar });
 * // … after the strategy ran:
 * res.setHeader("set-cookie", jar.setCookieHeaders);
 * ```
 */
export function headerCookieJar(
  cookieHeader: string | null | undefined,
  defaults: CookieOptions = {},
): HeaderCookieJar {
  const cookies = parseCookieHeader(cookieHeader);
  const setCookieHeaders: string[] = [];
  return {
    setCookieHeaders,
    get: (name) => cookies[name],
    set(name, value, options) {
      cookies[name] = value;
      setCookieHeaders.push(serializeCookie(name, value, { ...defaults, ...options }));
    },
    delete(name, options) {
      delete cookies[name];
      setCookieHeaders.push(expireCookie(name, { ...defaults, ...options }));
    },
  };
}

/** Options of {@link cookieStorage}. */
export interface CookieStorageOptions extends CookieOptions {
  /** Cookie name. Default `vitrine_tokens`. */
  name?: string;
  /** Default: the browser's cookies. */
  jar?: CookieJar;
}

/**
 * Keeps tokens in a cookie.
 *
 * @example
 * ```ts
 * const storage = cookieStorage({ name: "shop_tokens", maxAge: 60 * 60 * 24 * 30 });
 * ```
 */
export function cookieStorage<T = Tokens>(options: CookieStorageOptions = {}): TokenStorage<T> {
  const { name = "vitrine_tokens", jar: given, ...attributes } = options;
  const jar = given ?? documentCookieJar();
  return {
    getTokens() {
      const text = jar.get(name);
      if (!text) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    setTokens(tokens) {
      jar.set(name, JSON.stringify(tokens), attributes);
    },
    clearTokens() {
      jar.delete(name, attributes);
    },
  };
}
