/**
 * Which of a file's stored encodings a request accepts, by its `Accept-Encoding` header: Brotli
 * first, then gzip, else the file as it is. A coding the header gives `q=0` is refused, as is one
 * it does not name (unless `*` stands for it with a weight above 0).
 */

/** The encodings in the order they are preferred, each with its file suffix. */
export const ENCODINGS = /** @type {const} */ ([
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
]);

/**
 * The weight (0 to 1) of each coding the header names, lower-cased; `*` among them when named.
 *
 * @param {string} header
 * @returns {Map<string, number>}
 */
function weights(header) {
  /** @type {Map<string, number>} */
  const found = new Map();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    found.set(name.toLowerCase(), Number.isFinite(q) ? q : 0);
  }
  return found;
}

/**
 * The preferred coding among `available` (a subset of {@link ENCODINGS}' codings) that the
 * `Accept-Encoding` header accepts, or `undefined` for the file as it is.
 *
 * @param {string | string[] | undefined} header
 * @param {ReadonlySet<string>} available
 * @returns {(typeof ENCODINGS)[number] | undefined}
 *
 * @example
 * acceptedEncoding("gzip, br;q=0", new Set(["br", "gzip"])); // { coding: "gzip", suffix: ".gz" }
 */
export function acceptedEncoding(header, available) {
  if (!header || available.size === 0) return undefined;
  const accepted = weights(Array.isArray(header) ? header.join(",") : header);
  return ENCODINGS.find(
    ({ coding }) => available.has(coding) && (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0,
  );
}
