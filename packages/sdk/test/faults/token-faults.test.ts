/**
 * Faults of the token endpoint while `OAuthStrategy` fetches or renews tokens:
 * the waiting calls fail (an error each, one token request for all), the
 * single-flight renewal is not left wedged (the next call makes one new token request and succeeds), and
 * nothing rejects unhandled.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OAuthStrategy, requestTokens } from "../../src/identity/index.ts";
import { createClient, isApiError, isSystemError } from "../../src/index.ts";
import {
  type Fault,
  type FaultServer,
  jsonAnswer,
  rawAnswer,
  resetAtOnce,
  resetMidBody,
  silence,
  startFaultServer,
} from "./fault-server.ts";

const TOKEN_PATH = "/oauth2/token";
const tokens = (n: number) =>
  jsonAnswer(200, {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    expires_in: 3600,
    token_type: "Bearer",
  });

describe("token endpoint faults", () => {
  let server: FaultServer;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  beforeAll(async () => {
    server = await startFaultServer();
    process.on("unhandledRejection", onUnhandled);
  });
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    await server.close();
  });
  beforeEach(() => server.reset());
  afterEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });

  /** A client whose API and token endpoint are the fault server; `/read` echoes the Authorization header. */
  function visitorClient() {
    server.plan("/read", (req, res) =>
      jsonAnswer(200, { authorization: req.headers.authorization })(req, res),
    );
    const auth = OAuthStrategy({ clientId: "c1", baseUrl: server.origin });
    return createClient({
      modules: {},
      auth,
      baseUrl: server.origin,
      timeoutMs: 2000,
      retry: { backoffMs: 5 },
    });
  }
  const read = (client: ReturnType<typeof visitorClient>) => client.request({ method: "GET", path: "/read" });

  it.each<[string, Fault]>([
    ["a reset connection", resetAtOnce],
    ["a reset mid-body", resetMidBody],
    ["a 503", jsonAnswer(503, { error: "unavailable" })],
    ["a 200 with malformed JSON", rawAnswer(200, "application/json", '{"access_token": "a')],
    ["a 200 with an HTML page", rawAnswer(200, "text/html", "<html>maintenance</html>")],
  ])(
    "after %s on the first token request, all waiting calls fail and the next call recovers",
    async (_name, fault) => {
      server.plan(TOKEN_PATH, fault, tokens(2));
      const client = visitorClient();
      const waiting = await Promise.allSettled(Array.from({ length: 5 }, () => read(client)));
      expect(waiting.map((outcome) => outcome.status)).toEqual(Array(5).fill("rejected"));
      // A 503 is an ApiError; no answer or an answer that is not JSON is a SystemError.
      for (const outcome of waiting) {
        const reason = (outcome as PromiseRejectedResult).reason;
        expect(isApiError(reason) || isSystemError(reason)).toBe(true);
      }
      expect(server.count("POST", TOKEN_PATH)).toBe(1); // one renewal for the five calls
      expect(server.count("GET", "/read")).toBe(0);
      expect(await read(client)).toEqual({ authorization: "access-2" });
      expect(server.count("POST", TOKEN_PATH)).toBe(2);
    },
  );

  it("a token endpoint that never answers fails the request after its timeout, with a SystemError", async () => {
    server.plan(TOKEN_PATH, silence);
    const endpoint = { baseUrl: server.origin, fetch: globalThis.fetch, timeoutMs: 300 };
    const error = await requestTokens(endpoint, { clientId: "c1", grantType: "anonymous" }).catch(
      (e: unknown) => e,
    );
    expect(isSystemError(error) && (error.cause as Error).name).toBe("TimeoutError");
    expect((error as Error).message).toMatch(/^Failed to fetch tokens from OAuth API: TimeoutError/);
  });

  it("a 503 of the token endpoint reaches the caller as an ApiError with its status", async () => {
    server.plan(TOKEN_PATH, jsonAnswer(503, { error: "unavailable" }));
    const error = await read(visitorClient()).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code]).toEqual([503, "TOKEN_REQUEST_FAILED"]);
  });

  it("a renewal after a 401 that hits a fault fails that call only; the next call renews and succeeds", async () => {
    server.plan(TOKEN_PATH, tokens(1), jsonAnswer(503, { error: "unavailable" }), tokens(3));
    const echo: Fault = (req, res) => jsonAnswer(200, { authorization: req.headers.authorization })(req, res);
    server.plan("/read", echo, jsonAnswer(401, { message: "expired" }), echo);
    const client = createClient({
      modules: {},
      auth: OAuthStrategy({ clientId: "c1", baseUrl: server.origin }),
      baseUrl: server.origin,
    });
    expect(await read(client)).toEqual({ authorization: "access-1" });
    const first = await read(client).catch((e: unknown) => e);
    expect(isApiError(first) && first.status).toBe(503);
    expect(await read(client)).toEqual({ authorization: "access-3" });
    expect(server.count("POST", TOKEN_PATH)).toBe(3);
  });
});
