/** The sign-in pages' URLs, and the safe "where to go next" a sign-in returns to. */

/** Paths of the sign-in and account pages. */
export const authPaths = {
  signIn: "/sign-in",
  register: "/register",
  verifyEmail: "/verify-email",
  forgotPassword: "/forgot-password",
  account: "/account",
  callback: "/auth/callback",
};

/**
 * `next` when it is a path on this site (`/…`, not `//host` or a full URL), else the account page:
 * a link cannot send a member elsewhere after signing in. It is read as the browser reads a URL
 * (which drops tabs and line breaks, so `/\t/host` is `//host`), and only a same-site path is kept;
 * a path that resolves to `//…` (`/..//host`, `/.//host`) is refused too, since navigating to it
 * would leave the site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith("/")) return authPaths.account;
  const base = "http://vitrine.invalid";
  try {
    const url = new URL(next, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin === base && !path.startsWith("//")) return path;
  } catch {
    // not a URL at all (`//[` …)
  }
  return authPaths.account;
}
