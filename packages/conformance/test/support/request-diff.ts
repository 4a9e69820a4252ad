/**
 * The request-diff harness the `*-requests` suites share: one recording server that answers every
 * request with the same JSON, the provider's published client routed to it, and the check that
 * the provider's client and Vitrine send the same request for the same call (method, path, query
 * string, body and the auth headers).
 */
import {
  answerJson,
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from "@vitrine/testkit";
import { afterAll, beforeAll, expect } from "vitest";
import { routeProviderTo } from "./route-provider.ts";

/** The headers both clients must send alike (`wix-site-id` goes with an API key). */
export const COMPARED_HEADERS = ["authorization", "wix-site-id", "content-type"];

/** A call of one client; what it resolves to does not matter here. */
export type Call = () => Promise<unknown>;

/** The harness of one `describe`. */
export interface RequestDiff {
  /** The recording server's origin, Vitrine's `baseUrl`. */
  readonly origin: string;
  /** The requests recorded since the last `take`, forgotten. */
  take(): RecordedRequest[];
  /** Runs the provider's call, then Vitrine's; each must send exactly one request; returns both. */
  both(theirs: Call, ours: Call): Promise<[theirs: RecordedRequest, ours: RecordedRequest]>;
  /** Runs both calls, expects the two requests to be the same, and returns the provider's. */
  same(theirs: Call, ours: Call): Promise<RecordedRequest>;
}

/**
 * Expects `ours` to be `theirs` on the wire: method, path, query string, body and `headers`.
 *
 * @example
 * ```ts
 * const [theirs, ours] = await diff.both(providerCall, vitrineCall);
 * expectSameRequest(theirs, ours);
 * ```
 */
export function expectSameRequest(
  theirs: RecordedRequest,
  ours: RecordedRequest,
  headers: readonly string[] = COMPARED_HEADERS,
): void {
  const wire = (r: RecordedRequest) => ({ method: r.method, path: r.path, query: r.query, body: r.body });
  expect(wire(ours)).toEqual(wire(theirs));
  for (const header of headers) expect(ours.headers[header], header).toEqual(theirs.headers[header]);
}

/**
 * The payload a GET sent in `.r`, decoded.
 *
 * @example
 * ```ts
 * expect(decodedR(sent)).toEqual({ query: { filter: {}, cursorPaging: { limit: 50 } } });
 * ```
 */
export function decodedR(sent: RecordedRequest): unknown {
  return JSON.parse(Buffer.from(sent.query.slice(".r=".length), "base64url").toString());
}

/**
 * Starts the harness for the enclosing `describe`: before its tests a recording server answering
 * `answer` and the provider's client routed to it, stopped after them. `headers` are the headers
 * `same` compares.
 *
 * @example
 * ```ts
 * describe("catalogue requests match the provider's client", () => {
 *   const diff = requestDiff({ product: { id: "p1" } });
 *   it("getProduct", () => diff.same(() => provider.products.getProduct("p1"), () => vitrine.products.getProduct("p1")));
 * });
 * ```
 */
export function requestDiff(
  answer: unknown,
  { headers = COMPARED_HEADERS }: { headers?: readonly string[] } = {},
): RequestDiff {
  let server: RecordingServer | undefined;
  let restore = () => {};
  beforeAll(async () => {
    server = await startRecordingServer(answerJson(answer));
    restore = routeProviderTo(server.origin);
  });
  afterAll(async () => {
    restore();
    await server?.close();
  });
  const running = (): RecordingServer => {
    if (!server) throw new Error("the request-diff server runs only during the describe's tests");
    return server;
  };
  const both: RequestDiff["both"] = async (theirs, ours) => {
    running().take();
    await theirs();
    const [a, ...moreA] = running().take();
    await ours();
    const [b, ...moreB] = running().take();
    expect(moreA).toEqual([]);
    expect(moreB).toEqual([]);
    if (!a || !b)
      throw new Error(`a client sent no request (provider: ${Boolean(a)}, Vitrine: ${Boolean(b)})`);
    return [a, b];
  };
  return {
    get origin() {
      return running().origin;
    },
    take: () => running().take(),
    both,
    async same(theirs, ours) {
      const [a, b] = await both(theirs, ours);
      expectSameRequest(a, b, headers);
      return a;
    },
  };
}
