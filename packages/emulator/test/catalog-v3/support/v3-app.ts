/**
 * A catalogue v3 test app with the v3 demo store seeded, and shortcuts for its
 * calls: `read` (a visitor), `merchant` (the test API key), both answering
 * status and parsed body.
 */
import { seedDemoStoreV3 } from "@vitrine/emulator/testing";
import { startTestApp, type TestApp } from "../../support/test-app.ts";

/** A call's answer. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & {
    message?: string;
    details?: {
      applicationError?: { code?: string; data?: Record<string, unknown> };
      validationError?: { fieldViolations?: { field: string; violatedRule?: string }[] };
    };
  };
}

/** The v3 test app. */
export interface V3App extends TestApp {
  /** A call with a visitor token. */
  read(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown): Promise<Answer>;
  /** A call with the merchant API key. */
  merchant(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown): Promise<Answer>;
}

/** Starts a v3 app; seeds the demo store unless `seed` is false. */
export async function startV3App({ seed = true } = {}): Promise<V3App> {
  const t = await startTestApp({ catalogVersion: "V3_CATALOG" });
  if (seed) await seedDemoStoreV3(t.db, t.config.publicUrl);
  const visitor = await t.visitorToken();
  const call =
    (headers: Record<string, string>) =>
    async (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown): Promise<Answer> => {
      const response = await t.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      return { status: response.statusCode, body: response.json() as Answer["body"] };
    };
  return { ...t, read: call({ authorization: visitor }), merchant: call(t.merchantHeaders) };
}

/** `.r` of a GET: base64url JSON, as the provider's client sends complex payloads. */
export function dotR(payload: unknown): string {
  return `.r=${Buffer.from(JSON.stringify(payload), "utf8").toString("base64url")}`;
}
