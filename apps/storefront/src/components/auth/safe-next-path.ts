/** The safe "where to go next" a sign-in returns to. */
import { paths } from "../../app/paths.ts";

/**
 * `next` when it is a path on this site (`/…`, not `//host` or a full URL), else the account page:
 * a link cannot send a member elsewhere after signing in. It is read as the browser reads a URL
 * (which drops tabs and line breaks, so `/\t/host` is `//host`), and only a same-site path is kept;
 * a path that resolves to `//…` (`/..//host`, `/.//host`) is refused too, since navigating to it
 * would leave the site.
 *
 * @example
 * ```ts
 * safeNextPath("/cart"); // "/cart"
 * safeNextPath("//evil.example"); // "/account"
 * ```
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith("/")) return paths.account;
  const base = "http://vitrine.invalid";
  try {
    const url = new URL(next, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin === base && !path.startsWith("//")) return path;
  } catch {
    // not a URL at all (`//[` …)
  }
  return paths.account;
}
