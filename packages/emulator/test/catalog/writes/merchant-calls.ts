/** Test helpers for catalogue writes: merchant calls through `app.inject`, and outbox reads. */

import type { ApplicationFailure, ValidationFailure } from "@vitrine/emulator";
import type { ProductDocument, VariantDocument } from "@vitrine/emulator/testing";
import type { TestApp } from "../../support/test-app.ts";

/** A JSON response: status and parsed body, of the shape the caller expects (`Body`, not checked). */
export interface JsonReply<Body = Record<string, unknown>> {
  status: number;
  body: Body;
}

/** The provider's error envelope of an `ApplicationFailure` (404, 409...): `{message, details: {applicationError}}`. */
export interface ApplicationErrorBody {
  message: string;
  details: ReturnType<ApplicationFailure["details"]>;
}

/** The provider's error envelope of a `ValidationFailure` (400): `{message, details: {validationError}}`. */
export interface ValidationErrorBody {
  message: string;
  details: ReturnType<ValidationFailure["details"]>;
}

/** A product as the create call returns it: its stored document, which always has a variant (the default one). */
export type CreatedProduct = Omit<ProductDocument, "variants"> & {
  variants: [VariantDocument, ...VariantDocument[]];
};

/** Sends a merchant (API key) request with a JSON body; `Body` is the reply body the caller expects. */
export async function merchant<Body = JsonReply["body"]>(
  t: TestApp,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<JsonReply<Body>> {
  const response = await t.inject({
    method,
    url,
    headers: t.merchantHeaders,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<Body>() };
}

/** Creates a product and returns it (fails the test on a non-200). */
export async function createProduct(t: TestApp, product: Record<string, unknown>): Promise<CreatedProduct> {
  const reply = await merchant<{ product: CreatedProduct }>(t, "POST", "/stores/v1/products", { product });
  if (reply.status !== 200) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  return reply.body.product;
}

/** The event types in the outbox, oldest first. */
export async function outboxTypes(t: TestApp): Promise<string[]> {
  const rows = await t.db.query<{ event_type: string }>("select event_type from outbox order by id");
  return rows.map((r) => r.event_type);
}

/** The fields violated in a validation error reply. */
export function violatedFields(reply: JsonReply<ValidationErrorBody>): string[] {
  return (reply.body.details?.validationError?.fieldViolations ?? []).map((v) => v.field);
}
