/**
 * Cookie text: building `Set-Cookie` values and parsing `Cookie` and `Set-Cookie` headers. Works
 * the same in browsers (through `document.cookie`) and on servers (through response headers).
 * Defaults: `Path=/`, `SameSite=Lax`, and `Secure` when the page is served over https.
 */

/** Attributes of a cookie being written. */
export interface CookieOptions {
  /** Default `/`. */
  path?: string;
  domain?: string;
  /** Lifetime in seconds. */
  maxAge?: number;
  expires?: Date;
  /** Default `Lax`; `None` implies `Secure`. */
  sameSite?: "Lax" | "Strict" | "None";
  /** Default: true when `location.protocol` is `https:` (browsers), false elsewhere. */
  secure?: boolean;
  /** Only for `Set-Cookie` headers; browsers ignore it in `document.cookie`. */
  httpOnly?: boolean;
}

/** A parsed `Set-Cookie` header. */
export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case (`path`, `max-age`, `samesite` …); flags have the value `""`. */
  attributes: Record<string, string>;
}

function onHttps(): boolean {
  return (globalThis as { location?: { protocol?: string } }).location?.protocol === "https:";
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Builds a cookie string for `Set-Cookie` or `document.cookie`; name and value are
 * URI-component encoded.
 *
 * @example
 * ```ts
 * serializeCookie("session", "a b", { maxAge: 3600 });
 * // "session=a%20b; Path=/; Max-Age=3600; SameSite=Lax"
 * ```
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const sameSite = options.sameSite ?? "Lax";
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=${options.path ?? "/"}`;
  if (options.domain) cookie += `; Domain=${options.domain}`;
  if (options.maxAge !== undefined) cookie += `; Max-Age=${Math.floor(options.maxAge)}`;
  if (options.expires) cookie += `; Expires=${options.expires.toUTCString()}`;
  cookie += `; SameSite=${sameSite}`;
  if (options.secure ?? (sameSite === "None" || onHttps())) cookie += "; Secure";
  if (options.httpOnly) cookie += "; HttpOnly";
  return cookie;
}

/**
 * Builds a `Set-Cookie` value that deletes a cookie (same path and domain, expired).
 *
 * @example
 * ```ts
 * res.setHeader("set-cookie", expireCookie("session"));
 * ```
 */
export function expireCookie(name: string, options: CookieOptions = {}): string {
  return serializeCookie(name, "", { ...options, maxAge: 0, expires: new Date(0) });
}

/**
 * Parses a `Cookie` header (or `document.cookie`) into a name → value map; the first of
 * duplicate names wins, as browsers send the most specific path first.
 *
 * @example
 * ```ts
 * parseCookieHeader("a=1; b=%C3%A9"); // { a: "1", b: "é" }
 * ```
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = decode(part.slice(0, eq).trim());
    if (name && !(name in cookies)) cookies[name] = decode(part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * Parses one `Set-Cookie` header value.
 *
 * @example
 * ```ts
 * parseSetCookie("a=1; Path=/; HttpOnly"); // { name: "a", value: "1", attributes: { path: "/", httponly: "" } }
 * ```
 */
export function parseSetCookie(header: string): SetCookie {
  const [pair = "", ...rest] = header.split(";");
  const eq = pair.indexOf("=");
  const attributes: Record<string, string> = {};
  for (const attribute of rest) {
    const at = attribute.indexOf("=");
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    if (key) attributes[key] = at < 0 ? "" : attribute.slice(at + 1).trim();
  }
  return {
    name: decode(pair.slice(0, Math.max(eq, 0)).trim()),
    value: decode(pair.slice(eq + 1).trim()),
    attributes,
  };
}
