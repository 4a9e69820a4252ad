/**
 * A POST to an emulator test app as a visitor: a fresh visitor token (anonymous grant) unless an
 * authorization is given, the JSON answer read loosely, as a test reads it by path.
 */
import type { TestApp } from "./test-app.ts";

/** A JSON body read by path (a test asserts on what it reads). */
// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
export type LooseBody = Record<string, any>;

/** The status and JSON body of a call. */
export interface VisitorCallAnswer {
  status: number;
  body: LooseBody;
}

/**
 * POSTs `payload` to `url` in process, with a fresh visitor token (or `authorization` when given).
 *
 * @example
 * ```ts
 * const { status, body } = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
 *   loginId: { email: "ada@example.com" },
 *   password: "secret-pass",
 * });
 * ```
 */
export async function postAsVisitor(
  t: TestApp,
  url: string,
  payload: unknown,
  authorization?: string,
): Promise<VisitorCallAnswer> {
  const response = await t.inject({
    method: "POST",
    url,
    headers: { authorization: authorization ?? (await t.visitorToken()) },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as LooseBody };
}
