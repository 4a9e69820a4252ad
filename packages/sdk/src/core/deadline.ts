/**
 * A call's deadline: its timeout (the descriptor's, else the config's) and the caller's `AbortSignal`,
 * joined into one signal on `fetch`, and what either turns a failure into ({@link TimeoutError},
 * {@link AbortError}). Shared by the client's transport and the sign-in client.
 */
import { AbortError, TimeoutError } from "./errors.js";
import type { RequestDescriptor } from "./request.js";
import { isVitrineError } from "./vitrine-error.js";

/**
 * Runs `send(config, descriptor, signal)` with a signal that fires when the call's timeout elapses or its caller aborts; a
 * failure after that fired becomes a {@link TimeoutError} or an {@link AbortError} (errors the
 * SDK made for other reasons pass through). A call with no positive timeout and no signal gets no
 * signal at all: undici's abort wiring costs about a tenth of a fast call.
 *
 * @example
 * ```ts
 * const data = await withDeadline({ timeoutMs: 30_000 }, descriptor, (_config, _descriptor, signal) => fetch(url, { signal }));
 * ```
 */
export async function withDeadline<C extends { readonly timeoutMs: number | undefined }>(
  config: C,
  descriptor: RequestDescriptor,
  send: (config: C, descriptor: RequestDescriptor, signal: AbortSignal | undefined) => Promise<unknown>,
): Promise<unknown> {
  const outer = descriptor?.signal;
  const aborted = () => new AbortError("Request was aborted", { cause: outer!.reason });
  if (outer?.aborted) throw aborted();
  const timeoutMs = descriptor?.timeoutMs ?? config.timeoutMs;
  // No timer without a positive, finite timeout (undefined compares false).
  const timed = (timeoutMs as number) > 0 && Number.isFinite(timeoutMs);
  const controller = timed || outer ? new AbortController() : undefined;
  // The signal's reason is the error the call fails with.
  const abort = () => controller?.abort(aborted());
  outer?.addEventListener("abort", abort); // removed in `finally`
  const timer = timed
    ? setTimeout(
        () =>
          controller?.abort(
            new TimeoutError(`Request timed out after ${timeoutMs} ms`, { timeoutMs: timeoutMs as number }),
          ),
        timeoutMs,
      )
    : undefined;
  try {
    return await send(config, descriptor, controller?.signal);
  } catch (e) {
    // Errors the SDK made for another reason (an answer, bad input) pass through.
    throw controller?.signal.aborted && !(isVitrineError(e) && e.name !== "SystemError")
      ? controller.signal.reason
      : e;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", abort);
  }
}
