/**
 * The page of a hosted link that is unknown, used or expired (404): every
 * hosted page answers with it when its redirect session or token does not
 * check out, never with an error envelope or a stack.
 */
import type { FastifyReply } from "fastify";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";

/**
 * Sends the "Link expired" page.
 *
 * @example
 * ```ts
 * if (!session) return sendLinkExpired(reply);
 * ```
 */
export function sendLinkExpired(reply: FastifyReply): FastifyReply {
  return sendPage(reply, {
    title: "Link expired",
    body: html`<p>This page's link is unknown, used or expired. Go back to the store and start again.</p>`,
    status: 404,
  });
}
