/** @vitrine/sdk/cookies: cookie helpers and token storages (re-exports only). */

export type { CookieDocument } from "./browser-cookies.js";
export { deleteCookie, getCookie, setCookie } from "./browser-cookies.js";
export type { CookieOptions, SetCookie } from "./cookie.js";
export { expireCookie, parseCookieHeader, parseSetCookie, serializeCookie } from "./cookie.js";
export type { CookieJar, CookieStorageOptions, HeaderCookieJar } from "./cookie-storage.js";
export { cookieStorage, documentCookieJar, headerCookieJar } from "./cookie-storage.js";
export type { LocalStorageOptions } from "./local-storage.js";
export { localStorageStorage } from "./local-storage.js";
export type { TokenStorage, Tokens } from "./token-storage.js";
export { memoryStorage } from "./token-storage.js";
