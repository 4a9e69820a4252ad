/** Shortcut for POSTing GraphQL requests to a test app as a visitor or a merchant. */
import type { LightMyRequestResponse } from "fastify";
import { type Caller, headersOf } from "../catalog/support/read-client.ts";
import type { TestApp } from "../support/test-app.ts";

/** POST `/graphql/alpha` with `{query, variables}` as `caller` (extra headers win). */
export async function gql(
  t: TestApp,
  caller: Caller,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: "POST",
    url: "/graphql/alpha",
    payload: { query, ...(variables ? { variables } : {}) },
    headers: { ...(await headersOf(t, caller)), ...headers },
  });
}
