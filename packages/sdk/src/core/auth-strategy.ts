/**
 * The auth strategy contract: how a client obtains the headers that authenticate a call. A
 * strategy that renews tokens should do so inside `getAuthHeaders` behind {@link singleFlight}, so
 * many concurrent calls share one renewal.
 */

/** Headers a strategy contributes to a request. */
export interface AuthHeaders {
  headers: Record<string, string>;
}

/**
 * What `createClient({ auth })` accepts.
 *
 * @example
 * ```ts
 * const bearer: AuthStrategy = { getAuthHeaders: async () => ({ headers: { Authorization: token } }) };
 * ```
 */
export interface AuthStrategy {
  /** Headers for the next request; called before every attempt. */
  getAuthHeaders(): Promise<AuthHeaders>;
  /**
   * Called when the API answers 401. Resolve `true` after renewing credentials to have the call
   * sent once more with fresh headers; `false` lets the 401 surface as an error.
   */
  onUnauthorized?(): Promise<boolean>;
}

/**
 * A strategy that adds no headers (public endpoints, or headers passed through `headers`).
 *
 * @example
 * ```ts
 * createClient({ modules: {}, auth: anonymous });
 * ```
 */
export const anonymous: AuthStrategy = {
  getAuthHeaders: () => Promise.resolve({ headers: {} }),
};
