/**
 * What the sign-in flows work with: a client created with an {@link OAuthStrategy} (its `request`
 * for identity calls, its `auth` for tokens). Any `createClient({ auth: OAuthStrategy(…) })`
 * result fits.
 */
import type { CallContext } from "../core/client-method.js";
import type { OAuthStrategy } from "./oauth-strategy.js";

/**
 * A client whose auth is an OAuth strategy.
 *
 * @example
 * ```ts
 * const client: IdentityClient = createClient({ modules: {}, auth: OAuthStrategy({ clientId }) });
 * ```
 */
export interface IdentityClient extends CallContext {
  readonly auth: OAuthStrategy;
}
