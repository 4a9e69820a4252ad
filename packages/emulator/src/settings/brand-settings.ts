/**
 * The store's brand on its hosted pages (sign-in, account, reset, checkout): the store's name,
 * its accent colour and an optional logo (`EmulatorConfig.brand`, CLI `--store-name`,
 * `--brand-color`, `--logo-url`). The provider keeps these as the site's business name and logo;
 * the emulator holds them in its config, like the shop's buying settings, and checks them when
 * the app is made, so a bad value stops the start with a clear message instead of a broken page.
 * The colour's legibility is not the merchant's burden: `html/brand-palette.ts` picks the ink on
 * it and darkens it for text, so any colour keeps WCAG AA contrast.
 */

/** The store's brand. */
export interface BrandSettings {
  /** The store's name, shown in every hosted page's header and title (1 to 80 characters). */
  storeName: string;
  /** The accent colour (buttons, links, focus ring), `#rgb` or `#rrggbb`. */
  accentColor: string;
  /** An http(s) URL of the store's logo, shown beside the name; none by default. */
  logoUrl?: string | undefined;
}

/** The brand of a store nobody has named: the emulator's blue. */
export const DEFAULT_BRAND: Readonly<BrandSettings> = { storeName: "Vitrine store", accentColor: "#1f55d6" };

/** The longest store name the header takes. */
export const STORE_NAME_MAX_LENGTH = 80;

/**
 * The default brand with `overrides`.
 *
 * @example
 * ```ts
 * defaultBrandSettings({ storeName: "Tea & Cups" }); // { storeName: "Tea & Cups", accentColor: "#1f55d6" }
 * ```
 */
export function defaultBrandSettings(overrides: Partial<BrandSettings> = {}): BrandSettings {
  return { ...DEFAULT_BRAND, ...overrides };
}

/**
 * What is wrong with `brand`, one sentence a flag at a time, or `undefined` when it is usable.
 *
 * @example
 * ```ts
 * brandProblem({ storeName: "Shop", accentColor: "blue" });
 * // "--brand-color needs a hex colour #rgb or #rrggbb, not blue"
 * ```
 */
export function brandProblem(brand: BrandSettings): string | undefined {
  const name = brand.storeName;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (name.trim() === "" || name.length > STORE_NAME_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(name))
    return `--store-name needs 1 to ${STORE_NAME_MAX_LENGTH} printable characters, not ${JSON.stringify(name)}`;
  if (!/^#(?:[0-9a-fA-F]{3}){1,2}$/.test(brand.accentColor))
    return `--brand-color needs a hex colour #rgb or #rrggbb, not ${brand.accentColor}`;
  if (brand.logoUrl !== undefined) {
    const url = URL.canParse(brand.logoUrl) ? new URL(brand.logoUrl) : undefined;
    if (url?.protocol !== "http:" && url?.protocol !== "https:")
      return `--logo-url needs an http(s) URL, not ${brand.logoUrl}`;
  }
  return undefined;
}

/**
 * One line describing the brand, for the start banner.
 *
 * @example
 * ```ts
 * describeBrand(defaultBrandSettings()); // "brand: Vitrine store; accent #1f55d6; no logo"
 * ```
 */
export function describeBrand(brand: BrandSettings): string {
  return `brand: ${brand.storeName}; accent ${brand.accentColor}; ${brand.logoUrl ? `logo ${brand.logoUrl}` : "no logo"}`;
}
