/**
 * The emulator's HTML pages and their security headers: self-contained pages
 * (no external assets) built with the escaping `html` tag, styled by
 * `page-style.ts`, a per-response nonce for the one inline style and the optional inline script, a strict
 * Content-Security-Policy, and framing refused unless a page names the
 * origins that may frame it. The hosted sign-in, account and product pages
 * and the hosted checkout are all sent through {@link sendPage}, each under a
 * header with the store's name and logo, in its accent colour (the brand of
 * the reply's app, `page-brand.ts`), and with a footer saying it is an
 * emulator's page.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { html, type SafeHtml } from "./html-template.ts";
import { brandColours, brandHeader, brandImageOrigins, pageBrandOf } from "./page-brand.ts";
import { PAGE_STYLE } from "./page-style.ts";

/** Where a page may submit forms and who may frame it. */
export interface PagePolicy {
  /** Origins forms may post to or be redirected to, besides the page's own. */
  formTargets?: readonly string[];
  /** Origins allowed to frame the page; none by default. */
  frameAncestors?: readonly string[];
  /** Origins images may load from; none by default. */
  imageSources?: readonly string[];
}

/** A page: its title (also its heading; the store's name follows it in the window's title), its body, an optional inline script, and the status. */
export interface Page {
  title: string;
  body: SafeHtml;
  /** The inline script's text (values in it through `scriptValue`); it runs with the page's nonce. */
  script?: SafeHtml;
  /** HTTP status; 200 by default. */
  status?: number;
}

/** Said on every page: a shopper reached over a network must know this is no real provider. */
const EMULATOR_NOTICE = html`<footer class="emulator-notice"><p>Served by the Vitrine emulator, a local stand-in for the store's commerce provider, for development and tests: never enter real card numbers or passwords here.</p></footer>`;

function contentSecurityPolicy(nonce: string, policy: PagePolicy): string {
  const ancestors = policy.frameAncestors?.length ? policy.frameAncestors.join(" ") : "'none'";
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `form-action 'self' ${(policy.formTargets ?? []).join(" ")}`.trim(),
    ...(policy.imageSources?.length ? [`img-src ${policy.imageSources.join(" ")}`] : []),
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
  ].join("; ");
}

/**
 * Sends `page` with the security headers.
 *
 * @example
 * ```ts
 * sendPage(reply, { title: "Signed out", body: html`<p>You are signed out.</p>` });
 * ```
 */
export function sendPage(reply: FastifyReply, page: Page, policy: PagePolicy = {}): FastifyReply {
  const nonce = randomBytes(16).toString("base64");
  const brand = pageBrandOf(reply);
  const imageSources = [...(policy.imageSources ?? []), ...brandImageOrigins(brand)];
  reply
    .code(page.status ?? 200)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", contentSecurityPolicy(nonce, { ...policy, imageSources }))
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff");
  if (!policy.frameAncestors?.length) reply.header("x-frame-options", "DENY");
  const script = page.script && html`<script nonce="${nonce}">${page.script}</script>`;
  const document = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title} · ${brand.storeName}</title><style nonce="${nonce}">${brandColours(brand)}${PAGE_STYLE}</style></head><body>${brandHeader(brand)}<main><h1>${page.title}</h1>${page.body}</main>${EMULATOR_NOTICE}${script}</body></html>`;
  return reply.send(document.toString());
}
