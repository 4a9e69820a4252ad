/**
 * The dev token: with `config.devToken` set (the CLI sets one whenever it
 * listens on anything but loopback), every `/_dev` route asks for it before
 * anything else runs, since the mailbox there hands out members' codes and
 * reset links, and the lab replaces the store. It is accepted as
 * `authorization: Bearer TOKEN`, as `x-vitrine-dev-token: TOKEN` (beside a
 * merchant API key in `authorization`), or as the `vitrine_dev_token` cookie
 * that opening any `/_dev` URL with `?token=TOKEN` once sets (HttpOnly,
 * SameSite=Strict, path `/_dev`) before redirecting to the URL without it.
 * Anything else is a 401 in the provider's envelope.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { EmulatorConfig } from "../config.ts";
import { ApplicationFailure } from "../errors.ts";

/** The cookie a `?token=` link sets. */
export const DEV_TOKEN_COOKIE = "vitrine_dev_token";
/** The header that carries the token beside a merchant API key. */
export const DEV_TOKEN_HEADER = "x-vitrine-dev-token";

const digest = (value: string) => createHash("sha256").update(value).digest();
const matches = (given: string | undefined, token: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(token));

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

function offeredTokens(request: FastifyRequest): (string | undefined)[] {
  const authorization = request.headers.authorization;
  const header = request.headers[DEV_TOKEN_HEADER];
  return [
    authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : undefined,
    Array.isArray(header) ? header[0] : header,
    cookie(request, DEV_TOKEN_COOKIE),
  ];
}

/** Whether `path` (without its query) is a dev route. */
export function isDevPath(path: string): boolean {
  return path === "/_dev" || path.startsWith("/_dev/");
}

/** Guards `/_dev` with `config.devToken`, when set. */
export function registerDevTokenGuard(app: FastifyInstance, config: EmulatorConfig): void {
  app.addHook("onRequest", async (request, reply) => {
    const token = config.devToken;
    const [path = "", query = ""] = request.url.split("?", 2);
    if (token === undefined || !isDevPath(path)) return;
    const linked = new URLSearchParams(query).get("token") ?? undefined;
    if (request.method === "GET" && matches(linked, token)) {
      const rest = new URLSearchParams(query);
      rest.delete("token");
      const target = rest.size > 0 ? `${path}?${rest}` : path;
      return reply
        .header(
          "set-cookie",
          `${DEV_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/_dev; HttpOnly; SameSite=Strict`,
        )
        .redirect(target, 303);
    }
    if (offeredTokens(request).some((given) => matches(given, token))) {
      // The token is the guard's: the routes behind it see no bearer credential of theirs.
      if (matches(offeredTokens(request)[0], token)) delete request.headers.authorization;
      return;
    }
    throw new ApplicationFailure(
      401,
      "DEV_TOKEN_REQUIRED",
      `The /_dev routes of an emulator listening beyond loopback need its dev token (printed at start): send "authorization: Bearer TOKEN" or "${DEV_TOKEN_HEADER}: TOKEN", or open /_dev/?token=TOKEN once in a browser.`,
    );
  });
}
