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
 * a link cannot send a member elsewhere after signing in.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\")) return next;
  return authPaths.account;
}
