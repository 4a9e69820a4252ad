/**
 * The `web_message` answer of the hosted authorize page: a page, framed by the
 * store, whose one script posts the answer to its parent at one exact origin
 * (`oauth/authorization-answer.ts` chooses it). Without an allowed origin it
 * says so and posts nothing. The values reach the script as JSON that cannot
 * end the script element.
 */
import type { FastifyReply } from "fastify";
import { sendPage } from "../html/html-page.ts";
import { html, scriptValue } from "../html/html-template.ts";
import type { AuthorizationParams } from "../oauth/authorization-answer.ts";

/**
 * Sends the page that posts `params` to `target`, the one origin allowed to frame it, or, with no
 * `target`, a 400 page that posts nothing.
 *
 * @example
 * ```ts
 * sendWebMessage(reply, authorizationParams(auth, { code }), "https://shop.example");
 * ```
 */
export function sendWebMessage(
  reply: FastifyReply,
  params: AuthorizationParams,
  target: string | undefined,
): FastifyReply {
  if (!target)
    return sendPage(reply, {
      title: "Sign-in cannot answer",
      body: html`<p>The page that opened this sign-in is not one of the OAuth client's allowed origins.</p>`,
      status: 400,
    });
  return sendPage(
    reply,
    {
      title: "Signing in…",
      body: html`<p>Returning to the store…</p>`,
      script: html`parent.postMessage(${scriptValue(params)}, ${scriptValue(target)});`,
    },
    { frameAncestors: [target] },
  );
}
