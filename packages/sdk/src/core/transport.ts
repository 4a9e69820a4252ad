/**
 * The transport: sends one prepared request with auth headers, the consistency header, hooks,
 * a timeout, caller aborts and retries, and turns every outcome into a parsed body or one of the
 * SDK's errors.
 */
import type { AuthStrategy } from "./auth-strategy.js";
import type { Clock } from "./clock.js";
import { reviveDates } from "./dates.js";
import { type ErrorEnvelope, toApiError } from "./error-response.js";
import { AbortError, SYSTEM_ERROR_NAME, SystemError, TimeoutError } from "./errors.js";
import type { Hooks, RequestState } from "./hooks.js";
import { prepareRequest, type RequestDescriptor } from "./request.js";
import { backoffDelay, parseRetryAfter, type RetryPolicy } from "./retry.js";
import { isVitrineError } from "./vitrine-error.js";

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

// The body is being thrown away: a failure to cancel it changes nothing.
const discard = (response: Response) => response.body?.cancel().catch(() => {});

// A body cut off by the connection (reset mid-body) fails like one that is not JSON.
async function readJson(response: Response, requestId: string | undefined): Promise<unknown> {
  try {
    const text = await response.text();
    if (!text) return {}; // an empty answer
    return JSON.parse(text);
  } catch (cause) {
    throw new SystemError(`Response is not valid JSON (status ${response.status})`, { cause, requestId });
  }
}

async function attempts(config: TransportConfig, descriptor: RequestDescriptor, signal?: AbortSignal) {
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
      if (signal?.aborted) throw error;
      if (idempotent && retries < retry.limit) {
        retries++;
        await wait(backoffDelay(retry, retries, config.random));
        continue;
      }
      throw new SystemError(`Network request failed: ${error}`, { cause: error });
    }
    if (response.ok) {
      const data = await readJson(response, requestId);
      return descriptor.dates ? reviveDates(data, descriptor.dates) : data;
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
    // An unreadable error body counts as none; `toApiError` ignores bodies that are not envelopes.
    const envelope = (await readJson(response, requestId).catch(() => undefined)) as
      | ErrorEnvelope
      | undefined;
    throw toApiError(response.status, envelope, requestId, response.statusText);
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
export async function sendRequest<T>(config: TransportConfig, descriptor: RequestDescriptor): Promise<T> {
  const outer = descriptor?.signal;
  if (outer?.aborted) throw new AbortError("Request was aborted", { cause: outer?.reason });
  const timeoutMs = descriptor?.timeoutMs ?? config.timeoutMs;
  // No timer without a positive, finite timeout (undefined compares false).
  const timed = (timeoutMs as number) > 0 && Number.isFinite(timeoutMs);
  // A signal costs undici about a tenth of a fast call: a call without a timeout or a caller's
  // signal goes without one.
  const controller = timed || outer ? new AbortController() : undefined;
  let timedOut = false;
  const abort = () => controller?.abort(outer?.reason);
  outer?.addEventListener("abort", abort); // removed in `finally`
  const timer = timed
    ? setTimeout(() => {
        timedOut = true;
        abort();
      }, timeoutMs)
    : undefined;
  try {
    return (await attempts(config, descriptor, controller?.signal)) as T;
  } catch (e) {
    if (controller?.signal.aborted && !(isVitrineError(e) && e.name !== SYSTEM_ERROR_NAME)) {
      throw timedOut
        ? new TimeoutError(`Request timed out after ${timeoutMs} ms`, { timeoutMs })
        : new AbortError("Request was aborted", { cause: outer?.reason });
    }
    throw e;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", abort);
  }
}
