/**
 * The hosted pages' HTML and security headers: self-contained pages (no
 * external assets), escaped text, a per-response nonce for the one inline style
 * and script, a strict Content-Security-Policy, and framing refused unless a
 * page names the origins that may frame it.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where a page may submit forms and who may frame it. */
export interface PagePolicy {
  /** Origins forms may post to or be redirected to, besides the page's own. */
  formTargets?: readonly string[];
  /** Origins allowed to frame the page; none by default. */
  frameAncestors?: readonly string[];
  /** Origins images may load from; none by default. */
  imageSources?: readonly string[];
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit}.error{color:#a00000;border-left:4px solid #a00000;padding-left:.5rem}
table{border-collapse:collapse}td,th{text-align:left;padding:.25rem .75rem .25rem 0;vertical-align:top}`;

/**
 * Sends `body` (already escaped HTML) as a page with the security headers.
 * `script` (trusted JavaScript, optional) runs with the page's nonce.
 *
 * @example
 * sendPage(reply, { title: "Signed out", body: "<p>You are signed out.</p>" });
 */
export function sendPage(
  reply: FastifyReply,
  page: { title: string; body: string; script?: string; status?: number },
  policy: PagePolicy = {},
): FastifyReply {
  const nonce = randomBytes(16).toString("base64");
  const ancestors = policy.frameAncestors?.length ? policy.frameAncestors.join(" ") : "'none'";
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `form-action 'self' ${(policy.formTargets ?? []).join(" ")}`.trim(),
    ...(policy.imageSources?.length ? [`img-src ${policy.imageSources.join(" ")}`] : []),
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
  ].join("; ");
  reply
    .code(page.status ?? 200)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", csp)
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff");
  if (!policy.frameAncestors?.length) reply.header("x-frame-options", "DENY");
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : "";
  return reply.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${STYLE}</style></head>` +
      `<body><main><h1>${escapeHtml(page.title)}</h1>${page.body}</main>${script}</body></html>`,
  );
}

/** A paragraph linking back to `url` (already validated), or nothing. */
export function backLink(url: string | undefined): string {
  return url ? `<p><a href="${escapeHtml(url)}">Back to the store</a></p>` : "";
}
