/**
 * A merchant call to a listening emulator's dev endpoints over HTTP (subscriptions, triggers, the
 * delivery log, the public key), for the webhook tests.
 */

import { TEST_API_KEY, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { expect } from "vitest";

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
