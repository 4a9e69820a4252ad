/**
 * The store's brand as the hosted pages draw it: made once per app from `EmulatorConfig.brand`
 * (checked there) and hung on the Fastify app, so `sendPage` reads it from the app a reply
 * belongs to, never from module state; two apps in one process keep their own brands. It gives
 * the header (logo and name, escaped like every value) and the colour variables the stylesheet
 * uses.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { BrandSettings } from "../settings/brand-settings.ts";
import { type BrandPalette, brandPalette } from "./brand-palette.ts";
import { html, type SafeHtml } from "./html-template.ts";

/** The brand of the pages of one app. */
export interface PageBrand {
  storeName: string;
  /** The logo's http(s) URL, if the store has one. */
  logoUrl: string | undefined;
  palette: BrandPalette;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The brand this app's hosted pages are drawn with (`registerPageBrand`). */
    pageBrand: PageBrand;
  }
}

/**
 * Hangs `brand` on `app` for the pages it serves.
 *
 * @example
 * ```ts
 * registerPageBrand(app, config.brand);
 * ```
 */
export function registerPageBrand(app: FastifyInstance, brand: BrandSettings): void {
  app.decorate("pageBrand", {
    storeName: brand.storeName,
    logoUrl: brand.logoUrl,
    palette: brandPalette(brand.accentColor),
  });
}

/** The brand of the app `reply` belongs to. */
export function pageBrandOf(reply: FastifyReply): PageBrand {
  return reply.server.pageBrand;
}

/** The origin images of the brand come from (the logo's), if any. */
export function brandImageOrigins(brand: PageBrand): string[] {
  return brand.logoUrl ? [new URL(brand.logoUrl).origin] : [];
}

/** The stylesheet's colour variables for `brand` (hex colours only, checked at start). */
export function brandColours({ palette }: PageBrand): SafeHtml {
  return html`:root{--accent:${palette.accent};--accent-ink:${palette.accentInk};--accent-text:${palette.accentText}}`;
}

/**
 * The page header: the logo (decorative, the name beside it says the same) and the store's name,
 * and the mark of the secure pages.
 */
export function brandHeader(brand: PageBrand): SafeHtml {
  const logo = brand.logoUrl && html`<img class="store-logo" src="${brand.logoUrl}" alt="">`;
  return html`<header class="store-bar"><p class="store-name">${logo}<span>${brand.storeName}</span></p><p class="secure-mark">Secure store pages</p></header>`;
}
