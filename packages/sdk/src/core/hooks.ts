/**
 * Request hooks: functions that see every attempt, each receiving one typed state object. Use
 * them for logging, metrics and correlation ids; extended clients run their parent's hooks first.
 */
import type { HttpMethod } from "./method.js";
import type { RequestDescriptor } from "./request.js";

/** What a `beforeRequest` hook sees. `headers` may be changed; the request is sent with them. */
export interface RequestState {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  /** 1 for the first attempt, 2 for the first retry … */
  readonly attempt: number;
  readonly descriptor: RequestDescriptor;
}

/** What an `afterResponse` hook sees: the request plus its outcome. */
export interface ResponseState extends RequestState {
  /** The answer, unless the request failed on the network. */
  readonly response: Response | undefined;
  /** The network error, when there was no answer. */
  readonly error: unknown;
  /** `x-wix-request-id` of the answer. */
  readonly requestId: string | undefined;
  /** Time from sending to the answer's headers (or the failure). */
  readonly durationMs: number;
}

/**
 * Hooks of a client.
 *
 * @example
 * ```ts
 * const hooks: Hooks = {
 *   beforeRequest: [(s) => { s.headers["x-correlation-id"] = crypto.randomUUID(); }],
 *   afterResponse: [(s) => console.log(s.method, s.url, s.response?.status, s.durationMs)],
 * };
 * ```
 */
export interface Hooks {
  beforeRequest?: readonly ((state: RequestState) => void | Promise<void>)[];
  afterResponse?: readonly ((state: ResponseState) => void | Promise<void>)[];
}
