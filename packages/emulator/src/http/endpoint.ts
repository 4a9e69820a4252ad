/**
 * The contract between the HTTP layer and the services. A service exports
 * endpoints; `createApp` registers them. The HTTP layer does everything
 * generic: credentials and access rules, request ids, the consistency header,
 * decoding GET payloads (flat parameters or `.r`), the POST fallback for long
 * GETs, merging path parameters into the payload, and turning thrown
 * `ApiFailure`s into the provider's error envelope.
 */
import type { Credentials } from "../auth/credentials.ts";
import type { Access, Principal } from "../auth/principal.ts";
import type { EmulatorConfig } from "../config.ts";
import type { CoalescedCalls } from "../db/coalesced-calls.ts";
import type { Database } from "../db/database.ts";

/** The caller and the access rule: part of the contract every endpoint sees. */
export type { Access, Principal } from "../auth/principal.ts";

/** What a handler gets: the merged payload and the request's context. */
export interface EndpointInput {
  /**
   * The request payload: for GET, the decoded flat parameters or `.r`; for
   * other methods (and the long-GET fallback), the JSON body; in both cases with
   * the path parameters merged in (a path parameter `product.id` sets
   * `payload.product.id`). Untrusted: validate before use.
   */
  payload: Record<string, unknown>;
  principal: Principal;
  db: Database;
  config: EmulatorConfig;
  requestId: string;
  /** Issues tokens (token endpoint, sign-in) and resolves credentials. */
  credentials: Credentials;
  /** The app's coalesced calls: concurrent calls of one operation served by one statement or transaction. */
  coalesced: CoalescedCalls;
}

/** One route of the protocol. */
export interface Endpoint {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /**
   * Path template as in the wire reference, with `{name}` or `{a.b}` parameters,
   * e.g. `/stores/v1/products/{product.id}`.
   */
  path: string;
  access: Access;
  /**
   * How failures are reported: the API's `{message, details}` envelope (default),
   * or OAuth 2.0's `{error, error_description}` (the token endpoint).
   */
  errorFormat?: "envelope" | "oauth";
  /** The status of a successful answer; default 200 (201 for a call that creates a named resource). */
  successStatus?: 200 | 201;
  /**
   * Returns the JSON response body (status `successStatus`): a value to serialise, or a `SerializedJson`
   * holding JSON text to send as is; or throws an `ApiFailure`.
   */
  handle(input: EndpointInput): Promise<unknown>;
}
