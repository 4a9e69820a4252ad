/**
 * The hosted pages' own session: the member session token of a sign-in on the
 * hosted login page (or of the hosted session an on-page sign-in opens), in an
 * HttpOnly, SameSite=Lax cookie on the emulator's origin; the logout page and
 * call end it. Browsers store a Lax cookie from a frame only when the embedding
 * page is on the same site (same host, any port), so an on-page sign-in from a
 * store on another site leaves the hosted pages without the member.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

const NAME = "vitrine_session";

/** The session token in the request's cookie, if any. */
export function hostedSessionToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== NAME) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return undefined; // broken percent-encoding: no session of ours (never a 500)
    }
  }
  return undefined;
}

/** Sets the cookie for `token` (Secure when the emulator's public URL is https). */
export function setHostedSession(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header(
    "set-cookie",
    `${NAME}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400${secure ? "; Secure" : ""}`,
  );
}

/** Clears the cookie. */
export function clearHostedSession(reply: FastifyReply): void {
  reply.header("set-cookie", `${NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}
