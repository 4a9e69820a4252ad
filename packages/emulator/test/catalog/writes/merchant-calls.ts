/** Test helpers for catalogue writes: merchant calls through `app.inject`, and outbox reads. */
import type { TestApp } from "../../support/test-app.ts";

/** A JSON response: status and parsed body. */
export interface JsonReply {
  status: number;
  body: Record<string, any>;
}

/** Sends a merchant (API key) request with a JSON body. */
export async function merchant(
  t: TestApp,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<JsonReply> {
  const response = await t.inject({
    method,
    url,
    headers: t.merchantHeaders,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Creates a product and returns it (fails the test on a non-200). */
export async function createProduct(
  t: TestApp,
  product: Record<string, unknown>,
): Promise<Record<string, any>> {
  const reply = await merchant(t, "POST", "/stores/v1/products", { product });
  if (reply.status !== 200) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  return reply.body.product;
}

/** The event types in the outbox, oldest first. */
export async function outboxTypes(t: TestApp): Promise<string[]> {
  const rows = await t.db.query<{ event_type: string }>("select event_type from outbox order by id");
  return rows.map((r) => r.event_type);
}

/** The fields violated in a validation error reply. */
export function violatedFields(reply: JsonReply): string[] {
  return (reply.body.details?.validationError?.fieldViolations ?? []).map((v: { field: string }) => v.field);
}
