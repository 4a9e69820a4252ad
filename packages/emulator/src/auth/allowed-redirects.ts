/**
 * No open redirects: a `redirectUri`, `postFlowUrl` or reset-link redirect is
 * accepted only when it is an absolute http(s) URL whose origin is one of the
 * OAuth client's allowed origins (any configured client's, for kinds that name
 * no client), written in printable ASCII (a control character could otherwise
 * split the `Location` header). What is kept and sent is the URL as the WHATWG
 * parser normalises it (`new URL(url).href`), never the spelling given: a
 * parser that reads `http://shop\@evil.example/` differently from the check
 * then has nothing to disagree about.
 */
import type { Queryable } from "../db/database.ts";
import { invalidField } from "../errors.ts";

/** Printable ASCII without spaces: what a URL sent in a `Location` header may hold. */
const HEADER_SAFE_URL = /^[\x21-\x7e]+$/;

/** The allowed origins of `clientId`, or of every client when undefined; undefined for an unknown client. */
export async function clientOrigins(
  db: Queryable,
  clientId: string | undefined,
): Promise<string[] | undefined> {
  const rows = await db.query<{ allowed_origins: string[] }>(
    "select allowed_origins from oauth_clients where $1::text is null or client_id = $1",
    [clientId ?? null],
  );
  if (clientId !== undefined && rows.length === 0) return undefined;
  return rows.flatMap((row) => row.allowed_origins);
}

/** The origin of `url` when it is an absolute http(s) URL without credentials; else undefined. */
export function httpOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || parsed.username || parsed.password)
    return undefined;
  return parsed.origin;
}

/**
 * `url`, normalised (`new URL(url).href`), when its origin is allowed for
 * `clientId`; else a 400 on `field`. Use the returned URL, not `url`.
 *
 * @example
 * await requireAllowedUrl(db, "test-client", "HTTPS://Shop.example/a/../cb", "redirectUri"); // "https://shop.example/cb"
 */
export async function requireAllowedUrl(
  db: Queryable,
  clientId: string | undefined,
  url: unknown,
  field: string,
): Promise<string> {
  if (typeof url !== "string" || url === "") throw invalidField(field, "is required", "REQUIRED_FIELD");
  const origin = httpOrigin(url);
  const origins = await clientOrigins(db, clientId);
  if (!origins) throw invalidField("clientId", "is not a known OAuth client");
  if (!origin || !origins.includes(origin))
    throw invalidField(field, "must be a URL on one of the OAuth client's allowed origins", "NOT_ALLOWED");
  if (!HEADER_SAFE_URL.test(url))
    throw invalidField(
      field,
      "must be written in printable ASCII (percent-encode other characters)",
      "FORMAT",
    );
  return new URL(url).href;
}
