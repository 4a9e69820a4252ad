/**
 * The hidden-frame sign-in in Chromium, with a real cross-origin frame: the page runs on one
 * 127.0.0.1 origin, the "hosted pages" on another (a different port); a third origin plays an
 * attacker. The frame answers with `postMessage` as the hosted page does. Checks the origin and
 * state rules, the timeout, error answers, that the frame is removed in every outcome, the whole
 * direct login (redirect session, frame, code exchange) and the session pre-warm.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type BundlePage, bundleForBrowser, launchChromium, servePage } from "@vitrine/testkit";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

async function listen(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    handler(req, res, Buffer.concat(chunks).toString("utf8"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A page that posts `message` (JSON) to its parent at `to`. */
function posting(res: ServerResponse, message: unknown, to: string) {
  res.writeHead(200, { "content-type": "text/html" });
  res.end(
    `<!doctype html><script>parent.postMessage(${JSON.stringify(message)}, ${JSON.stringify(to)});</script>`,
  );
}

describe("hidden-frame sign-in in Chromium", () => {
  let browser: Browser;
  const servers: Server[] = [];
  let shopPage: BundlePage | undefined;
  let app: string;
  let hosted: string;
  let attacker: string;
  const exchanges: unknown[] = [];
  const sessionRequests: unknown[] = [];
  const refreshes: unknown[] = [];

  beforeAll(async () => {
    shopPage = await servePage(await bundleForBrowser(new URL("./support/frame-entry.ts", import.meta.url)));
    app = shopPage.origin;
    const hostedServer = await listen(async (req, res, body) => {
      const url = new URL(req.url ?? "/", "http://x");
      const cors = {
        "access-control-allow-origin": app,
        "access-control-allow-headers": "content-type, authorization",
        "access-control-allow-methods": "POST, GET",
      };
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors);
        res.end();
      } else if (url.pathname === "/oauth2/token") {
        const grant = JSON.parse(body) as { grantType: string };
        if (grant.grantType === "authorization_code") exchanges.push(grant);
        if (grant.grantType === "refresh_token") refreshes.push(grant);
        res.writeHead(200, { ...cors, "content-type": "application/json" });
        res.end(
          JSON.stringify({
            access_token: `${grant.grantType}-at`,
            refresh_token: `${grant.grantType}-rt`,
            expires_in: 14400,
          }),
        );
      } else if (url.pathname === "/_api/redirects-api/v1/redirect-session") {
        const request = JSON.parse(body) as { auth?: { authRequest: { state: string } } };
        sessionRequests.push(request);
        const fullUrl = request.auth
          ? `${hosted}/authorize?state=${request.auth.authRequest.state}&to=${encodeURIComponent(app)}`
          : `${hosted}/hosted-login`;
        res.writeHead(200, { ...cors, "content-type": "application/json" });
        res.end(
          JSON.stringify({
            redirectSession: { id: "rs-1", fullUrl, urlDetails: { endpoint: `${hosted}/authorize` } },
          }),
        );
      } else if (url.pathname === "/authorize") {
        const state = url.searchParams.get("state");
        const to = url.searchParams.get("to") ?? "*";
        if (url.searchParams.get("mode") === "error") {
          posting(res, { error: "login_required", error_description: "No session", state }, to);
        } else if (url.searchParams.get("mode") === "wrong-state") {
          posting(res, { code: "c1", state: "not-yours" }, to);
        } else posting(res, { code: "code-1", state }, to);
      } else {
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<!doctype html><title>hosted login</title>");
      }
    });
    hosted = hostedServer.origin;
    const attackerServer = await listen((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      posting(res, { code: "stolen", state: url.searchParams.get("state") }, "*");
    });
    attacker = attackerServer.origin;
    servers.push(hostedServer.server, attackerServer.server);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await shopPage?.close();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  async function open(context?: BrowserContext): Promise<Page> {
    const p = await (context ?? browser).newPage();
    await p.goto(`${app}/`);
    await p.waitForFunction(() => "vitrineIdentity" in globalThis);
    return p;
  }

  type Api = Record<string, (...args: unknown[]) => Promise<unknown>>;
  async function run(name: string, ...args: unknown[]) {
    const p = await open();
    const result = await p.evaluate(
      ([n, a]) =>
        (globalThis as unknown as { vitrineIdentity: Api }).vitrineIdentity[n as string]!(
          ...(a as unknown[]),
        ),
      [name, args] as const,
    );
    await p.close();
    return result;
  }

  it("accepts the answer of the frame on the expected origin with the matching state, and removes the frame", async () => {
    const src = `${hosted}/authorize?state=s-1&to=${encodeURIComponent(app)}`;
    expect(await run("answer", src, hosted, "s-1", 20_000)).toEqual({
      result: { code: "code-1", state: "s-1" },
      framesLeft: 0,
    });
  });

  it("ignores an answer with another state and times out with `OAuth flow timed out`", async () => {
    const src = `${hosted}/authorize?mode=wrong-state&to=${encodeURIComponent(app)}`;
    expect(await run("answer", src, hosted, "s-2", 800)).toEqual({
      error: { name: "IdentityError", code: "OAUTH_TIMEOUT", message: "OAuth flow timed out" },
      framesLeft: 0,
    });
  });

  it("ignores a well-formed answer from another origin", async () => {
    expect(await run("answer", `${attacker}/authorize?state=s-3`, hosted, "s-3", 800)).toEqual({
      error: { name: "IdentityError", code: "OAUTH_TIMEOUT", message: "OAuth flow timed out" },
      framesLeft: 0,
    });
  });

  it("ignores a message the page posts to itself, even with the right state", async () => {
    expect(await run("answerWithSelfPost", `${hosted}/hosted-login`, app, "s-4", 800)).toMatchObject({
      error: { code: "OAUTH_TIMEOUT" },
      framesLeft: 0,
    });
  });

  it("rejects an error answer with a typed error", async () => {
    const src = `${hosted}/authorize?mode=error&state=s-5&to=${encodeURIComponent(app)}`;
    expect(await run("answer", src, hosted, "s-5", 20_000)).toEqual({
      error: {
        name: "IdentityError",
        code: "OAUTH_ERROR",
        message: "login_required: No session",
        error: "login_required",
      },
      framesLeft: 0,
    });
  });

  it("signs in with a session token: redirect session (prompt none, web_message), frame answer, code exchange", async () => {
    sessionRequests.length = 0;
    exchanges.length = 0;
    const outcome = (await run("directLogin", hosted, 20_000)) as {
      result: { refreshToken: unknown };
      framesLeft: number;
    };
    expect(outcome.framesLeft).toBe(0);
    expect(outcome.result.refreshToken).toEqual({ value: "authorization_code-rt", role: "member" });
    const [session] = sessionRequests as { auth: { authRequest: Record<string, string>; prompt: string } }[];
    expect(session?.auth.prompt).toBe("none");
    expect(session?.auth.authRequest).toMatchObject({
      responseMode: "web_message",
      sessionToken: "session-token-1",
      scope: "offline_access",
    });
    expect(session?.auth.authRequest).not.toHaveProperty("redirectUri");
    const [exchange] = exchanges as Record<string, string>[];
    expect(exchange).toMatchObject({ grantType: "authorization_code", code: "code-1", clientId: "client-1" });
    expect(exchange?.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
  });

  it("pre-warms the hosted pages once in a hidden frame and remembers it", async () => {
    sessionRequests.length = 0;
    expect(await run("syncSessions", hosted)).toEqual({
      before: false,
      first: { framesLeft: 0 },
      again: { framesLeft: 0 },
      after: true,
    });
    expect(sessionRequests).toEqual([{ login: {} }]);
  });

  it("two tabs sharing localStorage renew once, under a Web Lock", async () => {
    refreshes.length = 0;
    const context = await browser.newContext();
    const [tab1, tab2] = [await open(context), await open(context)];
    await tab1.evaluate(() =>
      (globalThis as unknown as { vitrineIdentity: Api }).vitrineIdentity.storeExpiredTokens!(),
    );
    const headers = await Promise.all(
      [tab1, tab2].map((tab) =>
        tab.evaluate(
          (api) => (globalThis as unknown as { vitrineIdentity: Api }).vitrineIdentity.tabHeaders!(api),
          hosted,
        ),
      ),
    );
    expect(headers).toEqual(["refresh_token-at", "refresh_token-at"]);
    expect(refreshes).toHaveLength(1);
    await context.close();
  });

  it("in-memory tokens renew without waiting for another tab's lock; shared ones wait for it", async () => {
    expect(await run("renewWhileLockHeld", hosted)).toEqual({
      inMemory: "anonymous-at",
      pending: ["vitrine.tokens.client-1"],
      shared: "anonymous-at",
    });
  });
});
