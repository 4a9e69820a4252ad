/**
 * `createSignInClient`: the client of a page that only signs members in. Sign-in calls are POSTs
 * of a JSON body that must not be sent twice, so it sends only those, each once (no retries, no
 * hooks), with a timeout, the strategy's auth headers and one re-send after a 401, and fails with
 * the same errors as `createClient`. It shares its deadline, body encoding and answer reading with
 * `createClient`'s transport, and carries none of the rest: no other method, no query string, and
 * none of the checks a request of any shape needs.
 */
import { discard, readAnswer } from "../core/answer.js";
import { DEFAULT_TIMEOUT_MS } from "../core/client.js";
import { withDeadline } from "../core/deadline.js";
import { ClientError, SystemError } from "../core/errors.js";
import { toJson } from "../core/json.js";
import type { RequestDescriptor } from "../core/request.js";
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

/** The message of a `POST_BODY_ONLY` {@link ClientError}. */
export const POST_BODY_ONLY_MESSAGE =
  "The sign-in client only POSTs JSON bodies: send this call through createClient";

/** A sign-in client: what every sign-in flow takes. */
export interface SignInClient<A extends OAuthStrategy = OAuthStrategy> extends IdentityClient {
  readonly auth: A;
}

/**
 * Creates a client for the sign-in flows (`register`, `login`, `processVerification`,
 * `getMemberTokensForDirectLogin` …): each request is sent once, as a JSON body. A descriptor
 * that is not a `POST` (upper case) to a path starting with `/`, or that has a `query`, fails with
 * a `POST_BODY_ONLY` `ClientError` (from `@vitrine/sdk`) before anything is sent. Member tokens
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
    if (descriptor?.method !== "POST" || descriptor.path?.[0] !== "/" || descriptor.query)
      throw new ClientError(POST_BODY_ONLY_MESSAGE, { code: "POST_BODY_ONLY" });
    const url = config.baseUrl + descriptor.path;
    const body = toJson(descriptor.body) as string | undefined;
    for (let renewed = false; ; renewed = true) {
      const { headers: sent } = await auth.getAuthHeaders();
      const headers: Record<string, string> = { ...common, ...descriptor.headers, ...sent };
      if (body) headers["Content-Type"] ??= "application/json";
      let response: Response;
      try {
        response = await send(url, { method: "POST", headers, body: body ?? null, signal: signal ?? null });
      } catch (error) {
        // After a timeout or an abort, `withDeadline` fails the call with the signal's reason.
        throw new SystemError(`Network request failed: ${error}`, { cause: error });
      }
      if (response.status === 401 && !renewed && (await auth.onUnauthorized())) {
        await discard(response);
        continue;
      }
      return readAnswer(response, response.headers.get("x-wix-request-id") ?? undefined);
    }
  }
}
