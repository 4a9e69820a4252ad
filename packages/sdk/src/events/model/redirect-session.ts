/**
 * The redirect session: a one-time URL to a hosted page (checkout, sign-in, sign-out), the entity
 * of the `wix.headless.v1.redirect_session_created` event. Wire field names.
 */

/** Where a redirect session leads, split into its parts. */
export interface RedirectUrlDetails {
  /** The URL without its query string. */
  endpoint?: string;
  searchParams?: Record<string, string>;
}

/**
 * A redirect session.
 *
 * @example
 * ```ts
 * function onSession({ entity }: { entity: RedirectSession }) {
 *   console.log(entity.id, entity.fullUrl);
 * }
 * ```
 */
export interface RedirectSession {
  id?: string;
  /** The URL to send the visitor to. */
  fullUrl?: string;
  urlDetails?: RedirectUrlDetails;
  /** Token of the session the page acts for, when there is one. */
  sessionToken?: string | null;
  shortUrl?: string;
}
