/**
 * The hosted pages' colours from the store's accent, legible whatever the merchant picked: the
 * ink on accent surfaces (buttons) is white or black, whichever contrasts more, and text and
 * focus rings drawn in the accent on the white card use the accent darkened until it reaches
 * WCAG AA's 4.5:1. Contrast is WCAG 2's ratio of relative luminances. For any colour one of the
 * two inks reaches at least 4.58:1, so no accent needs refusing.
 */

/** The colours a page uses, all `#rrggbb`. */
export interface BrandPalette {
  /** The accent as given (surfaces: buttons, the header's stripe). */
  accent: string;
  /** Text on the accent: white or black, whichever contrasts more. */
  accentInk: string;
  /** The accent for text and focus rings on white: itself, or darkened to 4.5:1. */
  accentText: string;
}

/** The inks on the accent (black, since any near-black would leave some accents below 4.5:1) and the card. */
const INK = "#000000";
const CARD = "#ffffff";
/** WCAG AA's ratio for body text. */
const AA_TEXT = 4.5;

/** `#rgb` or `#rrggbb` as its three channels, 0 to 255. */
function channels(colour: string): [number, number, number] {
  const hex = colour.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

function hexOf([red, green, blue]: readonly number[]): string {
  return `#${[red, green, blue]
    .map((value) =>
      Math.round(value ?? 0)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG 2's relative luminance of `colour`. */
function luminance(colour: string): number {
  const [red, green, blue] = channels(colour).map((value) => {
    const share = value / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * WCAG 2's contrast ratio of two colours, from 1 to 21.
 *
 * @example
 * ```ts
 * contrastRatio("#000", "#fff"); // 21
 * ```
 */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` scaled toward black step by step until it reaches AA on the white card. */
function darkenedForText(colour: string): string {
  const base = channels(colour);
  let shade = hexOf(base);
  for (let factor = 1; contrastRatio(shade, CARD) < AA_TEXT; factor -= 0.02)
    shade = hexOf(base.map((value) => value * Math.max(factor, 0)));
  return shade;
}

/**
 * The palette for the accent `colour` (`#rgb` or `#rrggbb`, checked by `brandProblem`).
 *
 * @example
 * ```ts
 * brandPalette("#ffcc00"); // { accent: "#ffcc00", accentInk: "#000000", accentText: "#8f7200" }
 * ```
 */
export function brandPalette(colour: string): BrandPalette {
  const accent = hexOf(channels(colour));
  const accentInk = contrastRatio(accent, CARD) >= contrastRatio(accent, INK) ? CARD : INK;
  return { accent, accentInk, accentText: darkenedForText(accent) };
}
