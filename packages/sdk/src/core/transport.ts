/**
 * The transport: sends one prepared request with auth headers, the consistency header, hooks,
 * a timeout, caller aborts and retries, and turns every outcome into a parsed body or one of the
 * SDK's errors.
 */
import { discard, readAnswer } from "./answer.js";
import type { AuthStrategy } from "./auth-strategy.js";
import type { Clock } from "./clock.js";
import { withDeadline } from "./deadline.js";
import { SystemError } from "./errors.js";
import type { Hooks, RequestState } from "./hooks.js";
import { prepareRequest, type RequestDescriptor } from "./request.js";
import { backoffDelay, parseRetryAfter, type RetryPolicy } from "./retry.js";

/** Header that carries the read-your-writes token. */
export const CONSISTENCY_HEADER = "X-Wix-Consistent";

/** Everything the transport needs, resolved from the client options. */
export interface TransportConfig {
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly headers: Readonly<Record<string, string>>;
  readonly auth: AuthStrategy;
  readonly retry: RetryPolicy;
  readonly timeoutMs: number | undefined;
  readonly hooks: Required<Hooks>;
  readonly clock: Clock;
  readonly random: () => number;
  /** Shared by a client and the clients extended from it. */
  readonly consistency: { value?: string };
}

/**
 * Sends the request of `descriptor` until it has an answer to give: a retry after a network
 * failure or a retried status, a re-send after a 401 the strategy renewed. `signal` is the call's
 * deadline ({@link withDeadline} wraps this in a client's `request`).
 *
 * @example
 * ```ts
 * const data = await withDeadline(config, descriptor, sendAttempts);
 * ```
 */
export async function sendAttempts(
  config: TransportConfig,
  descriptor: RequestDescriptor,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const { method, url, body, idempotent } = prepareRequest(descriptor, config.baseUrl);
  const { auth, retry, clock, hooks, fetch: send } = config;
  let retries = 0;
  let renewed = false;
  // Retry waits end with the call's signal; a call without one waits them out.
  const wait = (ms: number) => clock.sleep(ms, signal);
  for (let attempt = 1; ; attempt++) {
    const sentAuth = (await auth.getAuthHeaders()).headers;
    const headers: Record<string, string> = { ...config.headers, ...descriptor.headers, ...sentAuth };
    if (config.consistency.value) headers[CONSISTENCY_HEADER] = config.consistency.value;
    if (body) headers["Content-Type"] ??= "application/json"; // JSON text is never empty
    const state: RequestState = { method, url, headers, body, attempt, descriptor };
    for (const hook of hooks.beforeRequest) await hook(state);

    const started = clock.now();
    let response: Response | undefined;
    let error: unknown;
    try {
      response = await send(url, { method, headers, body: body ?? null, signal: signal ?? null });
    } catch (e) {
      error = e;
    }
    const requestId = response?.headers.get("x-wix-request-id") ?? undefined;
    const consistent = response?.headers.get(CONSISTENCY_HEADER);
    if (consistent) config.consistency.value = consistent;
    const durationMs = clock.now() - started;
    for (const hook of hooks.afterResponse) await hook({ ...state, response, error, requestId, durationMs });

    if (!response) {
      // After a timeout or an abort the wait rejects, and `withDeadline` fails the call with the
      // signal's reason.
      if (idempotent && retries < retry.limit) {
        retries++;
        await wait(backoffDelay(retry, retries, config.random));
        continue;
      }
      throw new SystemError(`Network request failed: ${error}`, { cause: error });
    }
    if (response.status === 401 && !renewed && auth.onUnauthorized) {
      renewed = true;
      // A renewal that ended while this request was on its way already replaced the refused
      // credentials: the request is sent again with them instead of renewing once more.
      const renewedMeanwhile =
        JSON.stringify((await auth.getAuthHeaders()).headers) !== JSON.stringify(sentAuth);
      if (renewedMeanwhile || (await auth.onUnauthorized())) {
        await discard(response);
        continue;
      }
    }
    if (idempotent && retries < retry.limit && retry.statusCodes.includes(response.status)) {
      const delay =
        parseRetryAfter(response.headers.get("retry-after"), clock.now()) ??
        backoffDelay(retry, retries + 1, config.random);
      if (delay <= retry.maxRetryAfterMs) {
        retries++;
        await discard(response);
        await wait(delay);
        continue;
      }
    }
    return readAnswer(response, requestId);
  }
}

/**
 * Sends a request described by `descriptor` and resolves with its parsed JSON body.
 *
 * @throws {@link ApiError} subclasses for non-2xx answers, {@link SystemError} for network
 * failures and unreadable answers, {@link TimeoutError}, {@link AbortError}, {@link ClientError}.
 * @example
 * ```ts
 * const data = await sendRequest(config, { method: "GET", path: "/v2/collections/{id}", query: { id } });
 * ```
 */
export function sendRequest<T>(config: TransportConfig, descriptor: RequestDescriptor): Promise<T> {
  return withDeadline(config, descriptor, sendAttempts) as Promise<T>;
}
