/** The package version, kept in step with package.json (a test checks it). */

/**
 * The version of `@vitrine/sdk`.
 *
 * @example
 * ```ts
 * import { VERSION } from "@vitrine/sdk";
 * console.log(`running @vitrine/sdk ${VERSION}`);
 * ```
 */
export const VERSION = "0.1.0";
