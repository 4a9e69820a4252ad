/**
 * How the hosted authorize page answers the client (RFC 6749 §4.1.2, OAuth 2.0
 * Form Post/Web Message modes): a 303 to `redirectUri` with `code`/`state` (or
 * `error`/`error_description`) in the fragment or query, or, for `web_message`,
 * a page that posts the answer to its parent at one exact origin: the
 * redirect URI's, or, when the request had none, the embedding page's origin
 * (from `Referer`) if it is one of the client's allowed origins.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Queryable } from "../db/database.ts";
import { sendPage } from "../hosted/hosted-html.ts";
import { clientOrigins, httpOrigin } from "./allowed-redirects.ts";
import type { RedirectRequest } from "./redirect-session-request.ts";

/** What the client gets: a code, or an OAuth error. */
export type AuthorizationResult = { code: string } | { error: string; error_description: string };

type AuthRequest = NonNullable<RedirectRequest["auth"]>;

/**
 * The origin a `web_message` answer goes to, or undefined when no allowed one is
 * known (then nothing is posted).
 */
export async function messageTarget(
  db: Queryable,
  auth: AuthRequest,
  request: FastifyRequest,
): Promise<string | undefined> {
  if (auth.redirectUri) return httpOrigin(auth.redirectUri);
  const referer = request.headers.referer;
  const origin = typeof referer === "string" ? httpOrigin(referer) : undefined;
  const allowed = (await clientOrigins(db, auth.clientId)) ?? [];
  return origin && allowed.includes(origin) ? origin : undefined;
}

/** Sends `result` to the client as its request's response mode asks. */
export function sendAuthorization(
  reply: FastifyReply,
  auth: AuthRequest,
  result: AuthorizationResult,
  target: string | undefined,
): FastifyReply {
  const params = { ...result, state: auth.state };
  if (auth.responseMode === "web_message") {
    if (!target)
      return sendPage(reply, {
        title: "Sign-in cannot answer",
        body: "<p>The page that opened this sign-in is not one of the OAuth client's allowed origins.</p>",
        status: 400,
      });
    return sendPage(
      reply,
      {
        title: "Signing in…",
        body: "<p>Returning to the store…</p>",
        script: `parent.postMessage(${JSON.stringify(params).replace(/</g, "\\u003c")}, ${JSON.stringify(target)});`,
      },
      { frameAncestors: [target] },
    );
  }
  const url = new URL(auth.redirectUri as string);
  const encoded = new URLSearchParams(params).toString();
  if (auth.responseMode === "query") {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  } else url.hash = encoded;
  return reply.code(303).header("location", url.toString()).header("cache-control", "no-store").send();
}
