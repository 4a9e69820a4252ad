/**
 * The database cannot be reached: the PostgreSQL server is down, restarting or
 * shutting down, or the connection to it broke. The PostgreSQL backend turns
 * such failures into `DatabaseUnavailable`, which the HTTP layer answers with
 * 503 UNAVAILABLE (the request can be retried once the server is back); every
 * other database error keeps its own type.
 */

/** Node's socket error codes that mean the server was not reached or the link broke. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not accepting connections yet:
 * class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up or shutting down), 53300 too many connections.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres's own messages for a connection that broke or never came up (they carry no code). */
const BROKEN_CONNECTION = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
];

/** A database call failed because the database could not be reached; `cause` is the driver's error. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

/** Whether `error` (a node-postgres or socket error) means the database could not be reached. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code))) return true;
  if (typeof code === "string" && /^08[0-9A-Z]{3}$/.test(code)) return true;
  return BROKEN_CONNECTION.some((pattern) => pattern.test(error.message));
}

/** `error` as a `DatabaseUnavailable` when it is a connection failure, otherwise unchanged. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionFailure(error) && !(error instanceof DatabaseUnavailable)
    ? new DatabaseUnavailable(error)
    : error;
}
