/**
 * `createSignInClient`: the client of a page that only signs members in. Sign-in calls are POSTs
 * that must not be sent twice, so it sends each request once (no retries, no hooks, no query
 * strings) with a timeout, the strategy's auth headers and one re-send after a 401, and fails with
 * the same errors as `createClient`. It shares its request building, deadline and answer reading
 * with `createClient`'s transport, and carries none of the rest.
 */
import { discard, readAnswer } from "../core/answer.js";
import { DEFAULT_TIMEOUT_MS } from "../core/client.js";
import { withDeadline } from "../core/deadline.js";
import { SystemError } from "../core/errors.js";
import { prepareBodyRequest, type RequestDescriptor } from "../core/request.js";
import type { IdentityClient } from "./identity-client.js";
import type { OAuthStrategy } from "./oauth-strategy.js";

/** Options of {@link createSignInClient}. */
export interface SignInClientOptions<A extends OAuthStrategy> {
  /** The page's OAuth strategy: its tokens and storage are the ones every client of the page uses. */
  auth: A;
  /** API origin (and optional base path). Default the strategy's `baseUrl`. */
  baseUrl?: string;
  /** The `fetch` to use. Default the strategy's. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every call (auth headers win over them). */
  headers?: Record<string, string>;
  /** Timeout of a call in ms; `0` for none. Default 30 000. */
  timeoutMs?: number;
}

/** A sign-in client: what every sign-in flow takes. */
export interface SignInClient<A extends OAuthStrategy = OAuthStrategy> extends IdentityClient {
  readonly auth: A;
}

/**
 * Creates a client for the sign-in flows (`register`, `login`, `processVerification`,
 * `getMemberTokensForDirectLogin` …): each request is sent once, as a JSON body; a descriptor
 * with a `query` fails with a `QUERY_NOT_SENT` `ClientError` (from `@vitrine/sdk`). Member tokens
 * go to the strategy's storage, where the page's main client (`createClient` with a strategy on
 * the same storage) finds them.
 *
 * @example
 * ```ts
 * const auth = OAuthStrategy({ clientId, tokenStorage: localTokenStorage(clientId) });
 * const client = createSignInClient({ auth });
 * const state = await login(client, { email, password });
 * if (state.loginState === "SUCCESS") await auth.setTokens(await getMemberTokensForDirectLogin(client, state.data.sessionToken));
 * ```
 */
export function createSignInClient<A extends OAuthStrategy>(
  options: SignInClientOptions<A>,
): SignInClient<A> {
  const { auth, headers: common, fetch: send = auth.fetch } = options;
  const config = {
    baseUrl: options.baseUrl?.replace(/\/+$/, "") ?? auth.baseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  return {
    auth,
    baseUrl: config.baseUrl,
    request: <T>(descriptor: RequestDescriptor) => withDeadline(config, descriptor, sendOnce) as Promise<T>,
  };

  // One request; after a 401 the strategy renews once and the request goes again.
  async function sendOnce(_: typeof config, descriptor: RequestDescriptor, signal: AbortSignal | undefined) {
    const { method, url, body } = prepareBodyRequest(descriptor, config.baseUrl);
    for (let renewed = false; ; renewed = true) {
      const { headers: sent } = await auth.getAuthHeaders();
      const headers: Record<string, string> = { ...common, ...descriptor.headers, ...sent };
      if (body) headers["Content-Type"] ??= "application/json";
      let response: Response;
      try {
        response = await send(url, { method, headers, body: body ?? null, signal: signal ?? null });
      } catch (error) {
        // After a timeout or an abort, `withDeadline` fails the call with the signal's reason.
        throw new SystemError(`Network request failed: ${error}`, { cause: error });
      }
      if (response.status === 401 && !renewed && (await auth.onUnauthorized())) {
        await discard(response);
        continue;
      }
      return readAnswer(response, response.headers.get("x-wix-request-id") ?? undefined, descriptor.dates);
    }
  }
}
