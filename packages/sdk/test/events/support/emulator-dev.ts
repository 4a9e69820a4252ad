/**
 * What the webhook tests need of a listening emulator and of their receiver: a merchant call to
 * the emulator's dev endpoints over HTTP (subscriptions, triggers, the delivery log, the public
 * key), and the text of a delivery's body.
 */
import type { IncomingMessage } from "node:http";
import { expect } from "vitest";
import { TEST_API_KEY, TEST_SITE_ID } from "../../../../emulator/test/support/test-app.ts";

const MERCHANT_HEADERS = { authorization: TEST_API_KEY, "wix-site-id": TEST_SITE_ID };

/** A merchant call to a dev endpoint of the emulator at `baseUrl`; expects 200 and resolves its JSON answer. */
export async function devCall(
  baseUrl: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...MERCHANT_HEADERS, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The whole body of a request to the receiver, as UTF-8 text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
