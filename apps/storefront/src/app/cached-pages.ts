/**
 * Catalogue pages answered from the server's page cache (`http/page-cache.ts`) before the router
 * runs, and the pages kept there. The rule:
 *
 * - **Asked**: a `GET` or `HEAD` whose request carries no member session (no `vitrine_member`
 *   cookie). A catalogue page is the same for a member, but a member's requests are always
 *   rendered, so nothing kept can ever hold a member's data whatever a page comes to read.
 * - **Kept**: the answer to such a `GET` that is a catalogue page (home, shop with its query,
 *   collection, product: the shared-cacheable `Cache-Control` of `http/cache-control.ts`, which a
 *   page only gets with status 200–399 and no `Set-Cookie`) with status 200, rendered whole
 *   (no error while streaming, not timed out), from catalogue reads that are all fresh and that no
 *   purge overtook. Never kept: private pages (cart, account, sign-in…), answers setting cookies,
 *   redirects, a 404 (an unknown product or collection: created later, it must show at once, and
 *   crawlers of made-up addresses must not fill the cache), 5xx, form posts.
 * - **Served**: the kept status, headers and HTML with a new nonce in the policy and in every
 *   `nonce` attribute, whoever asks (the request's other cookies are never read by a catalogue
 *   page), until a webhook purges it or its data expires.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheControl } from "../http/cache-control.ts";
import { pageSourcesOf } from "../http/catalogue-reads.ts";
import { createNonce } from "../http/nonce.ts";
import { bodyTemplate, fillBody, fillHeader, headerTemplate } from "../http/nonce-template.ts";
import { type PageCacheStats, pageKey } from "../http/page-cache.ts";
import { pageCacheOf } from "../http/page-cache-of.ts";
import { MEMBER_COOKIE } from "../lib/member-cookie.ts";
import type { StorefrontConfig } from "./config.ts";

const MEMBER_SESSION = new RegExp(`(?:^|;)\\s*${MEMBER_COOKIE}=[^;\\s]`);

/**
 * Whether a request may be answered from, and its page kept in, the page cache: `GET` or `HEAD`
 * without a member session.
 *
 * @example
 * ```ts
 * cacheablePageRequest("GET", "vitrine_tokens=…"); // true
 * cacheablePageRequest("GET", "vitrine_member=…"); // false
 * ```
 */
export function cacheablePageRequest(method: string | undefined, cookie: string | null | undefined): boolean {
  return (method === "GET" || method === "HEAD") && !hasMemberSession(cookie);
}

/** Whether a `Cookie` header carries a member's session. */
function hasMemberSession(cookie: string | null | undefined): boolean {
  return Boolean(cookie && MEMBER_SESSION.test(cookie));
}

/** The address of a Node request as the router sees it (`@react-router/node`'s adapter). */
function requestUrl(req: IncomingMessage): URL | undefined {
  const protocol = "encrypted" in req.socket && req.socket.encrypted ? "https:" : "http:";
  try {
    return new URL(req.url ?? "/", `${protocol}//${req.headers.host ?? "localhost"}`);
  } catch {
    return undefined;
  }
}

/**
 * Answers `req` from the page cache of the server running with `config` when it holds the page;
 * whether it did. The server calls it before the router.
 *
 * @example
 * ```ts
 * if (!serveCachedPage(config, req, res)) await app(req, res);
 * ```
 */
export function serveCachedPage(
  config: StorefrontConfig,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (!cacheablePageRequest(req.method, req.headers.cookie)) return false;
  const url = requestUrl(req);
  const page = url && pageCacheOf(config).get(pageKey(url));
  if (!page) return false;
  const nonce = createNonce();
  const body = fillBody(page.body, nonce);
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, fillHeader(value, nonce));
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** What a render knows of the page it makes. */
export interface RenderedPage {
  request: Request;
  status: number;
  headers: Headers;
  /** The nonce the page is rendered with. */
  nonce: string;
  context: { config: StorefrontConfig };
}

/**
 * For a page the rule lets the cache keep, a function that keeps it once its whole HTML is
 * rendered (with the headers as they are then); `undefined` for any other page.
 *
 * @example
 * ```ts
 * const keep = pageKeeper({ request, status, headers, nonce, context });
 * // … once the body has ended without error:
 * keep?.(Buffer.concat(chunks));
 * ```
 */
export function pageKeeper(page: RenderedPage): ((html: Buffer) => void) | undefined {
  const { request, status, headers, nonce, context } = page;
  if (
    // A HEAD's page has no body to keep.
    request.method !== "GET" ||
    hasMemberSession(request.headers.get("cookie")) ||
    status !== 200 ||
    headers.get("Cache-Control") !== cacheControl("catalogue")
  )
    return undefined;
  if (!pageSourcesOf(context)) return undefined;
  return (html) => {
    // Read now: the streamed parts' reads count too.
    const sources = pageSourcesOf(context);
    if (!sources) return;
    pageCacheOf(context.config).store(
      pageKey(new URL(request.url)),
      {
        status,
        headers: [...headers].map(([name, value]) => [name, headerTemplate(value, nonce)] as const),
        body: bodyTemplate(html, nonce),
      },
      sources,
    );
  };
}

/**
 * How the page cache of the server running with `config` is doing.
 *
 * @example
 * ```ts
 * pageCacheStats(config).hits; // requests answered from it
 * ```
 */
export function pageCacheStats(config: StorefrontConfig): PageCacheStats {
  return pageCacheOf(config).stats();
}
