/**
 * Reading an answer: a 2xx's JSON body, or the {@link ApiError} a non-2xx carries. Shared by the
 * client's transport and the sign-in client.
 */
import { type ErrorEnvelope, toApiError } from "./error-response.js";
import { SystemError } from "./errors.js";

/**
 * Throws a body away unread (before a request is sent again); a failure to cancel changes nothing.
 *
 * @example
 * ```ts
 * await discard(response);
 * ```
 */
export const discard = (response: Response): Promise<void> | undefined =>
  response.body?.cancel().catch(() => {});

/**
 * The parsed body of a 2xx answer; any other status throws its {@link ApiError}. An empty body
 * reads as `{}`; a 2xx body that is not JSON (or is cut off by the connection) is a
 * {@link SystemError}, an unreadable error body counts as none.
 *
 * @throws {@link ApiError} subclasses for non-2xx answers, {@link SystemError} for a 2xx that is not JSON.
 * @example
 * ```ts
 * const data = await readAnswer(response, response.headers.get("x-wix-request-id") ?? undefined);
 * ```
 */
export async function readAnswer(response: Response, requestId: string | undefined): Promise<unknown> {
  let data: unknown;
  try {
    const text = await response.text();
    data = text ? JSON.parse(text) : {};
  } catch (cause) {
    if (response.ok)
      throw new SystemError(`Response is not valid JSON (status ${response.status})`, { cause, requestId });
  }
  if (response.ok) return data;
  // `toApiError` ignores bodies that are not envelopes.
  throw toApiError(response.status, data as ErrorEnvelope | undefined, requestId, response.statusText);
}
