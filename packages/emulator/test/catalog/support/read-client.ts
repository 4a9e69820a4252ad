/** Shortcuts for calling the catalogue reads of a test app as a visitor or a merchant. */
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../support/test-app.ts";

/** Who calls. */
export type Caller = "visitor" | "merchant";

/** The headers of `caller` on `t`. */
export async function headersOf(t: TestApp, caller: Caller): Promise<Record<string, string>> {
  return caller === "merchant" ? t.merchantHeaders : { authorization: await t.visitorToken() };
}

/** A POST with a JSON body (also the POST fallback of the GET reads). */
export async function post(
  t: TestApp,
  caller: Caller,
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return t.inject({ method: "POST", url, payload, headers: await headersOf(t, caller) });
}

/** A GET. */
export async function get(t: TestApp, caller: Caller, url: string): Promise<LightMyRequestResponse> {
  return t.inject({ method: "GET", url, headers: await headersOf(t, caller) });
}

/** `payload` as the `.r` parameter the clients send complex GETs with. */
export function dotR(payload: object): string {
  return `.r=${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
}

/** The single field violation of a 400 response. */
export function violation(
  response: LightMyRequestResponse,
): { field: string; violatedRule: string } | undefined {
  const body = response.json() as {
    details?: { validationError?: { fieldViolations?: { field: string; violatedRule: string }[] } };
  };
  return body.details?.validationError?.fieldViolations?.[0];
}
