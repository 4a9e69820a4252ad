/**
 * A rendered response kept without its nonce: the body and each header value cut at every
 * occurrence of the nonce it was rendered with, so each later answer gets a nonce of its own
 * (`fillBody`, `fillHeader`). The cut is exact and safe: the nonce is 128 random bits made after
 * the page's data was read, so it occurs only where the renderer and the policy put it (the
 * `Content-Security-Policy` header, `<script nonce>`, `<link nonce>`), never in a product's text.
 */

/** A body cut at its nonce: the parts between the occurrences, in order. */
export type BodyTemplate = readonly Buffer[];

/** A header value cut at its nonce. */
export type HeaderTemplate = readonly string[];

/**
 * `body` cut at every occurrence of `nonce`.
 *
 * @example
 * ```ts
 * bodyTemplate(Buffer.from('<script nonce="N">'), "N"); // [<script nonce=">, ">]
 * ```
 */
export function bodyTemplate(body: Buffer, nonce: string): BodyTemplate {
  const marker = Buffer.from(nonce, "latin1");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  // One copy of the whole, so a kept page holds no view of the renderer's chunks.
  const kept = Buffer.concat(parts);
  let offset = 0;
  return parts.map((part) => {
    const view = kept.subarray(offset, offset + part.length);
    offset += part.length;
    return view;
  });
}

/**
 * The body of `template` with `nonce` where the old one was.
 *
 * @example
 * ```ts
 * fillBody(bodyTemplate(body, oldNonce), createNonce());
 * ```
 */
export function fillBody(template: BodyTemplate, nonce: string): Buffer {
  if (template.length === 1) return template[0] as Buffer;
  const marker = Buffer.from(nonce, "latin1");
  const pieces: Buffer[] = [];
  template.forEach((part, index) => {
    if (index > 0) pieces.push(marker);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** `value` cut at every occurrence of `nonce`. */
export function headerTemplate(value: string, nonce: string): HeaderTemplate {
  return value.split(nonce);
}

/** The header value of `template` with `nonce`. */
export function fillHeader(template: HeaderTemplate, nonce: string): string {
  return template.join(nonce);
}
