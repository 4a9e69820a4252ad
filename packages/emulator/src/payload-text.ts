/**
 * The text every request value must be: well-formed Unicode without NUL, in a
 * payload nested at most {@link MAX_PAYLOAD_DEPTH} levels deep. The HTTP layer
 * checks each payload with it; so do the places that decode JSON later from a
 * payload string (a query's `filter` text, a token's claims).
 */
import { invalidField } from "./errors.ts";

/** A NUL or a lone surrogate (`\p{Cs}` under the `u` flag matches only unpaired ones). */
const LONE_SURROGATE = /\p{Cs}/u;
const badText = (text: string) => text.includes("\0") || LONE_SURROGATE.test(text);

/** How deep a payload may nest: far beyond any request of the protocol, well within every recursive step after it. */
export const MAX_PAYLOAD_DEPTH = 64;

/**
 * Checks every key and string of a payload before an endpoint sees it: text must be
 * well-formed Unicode without NUL (PostgreSQL text and jsonb can hold neither a NUL
 * nor a lone surrogate), and nesting at most {@link MAX_PAYLOAD_DEPTH} levels deep.
 * Walks iteratively, so a hostile depth cannot overflow the stack. 400 naming the field.
 * JSON decoded later from a payload string (a query's `filter` or `sort` text) is
 * checked the same way, with `field` the path of that string.
 */
export function checkPayloadText(payload: unknown, field = ""): void {
  const pending: Array<{ value: unknown; field: string; depth: number }> = [
    { value: payload, field, depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, field, depth } = pending.pop() as (typeof pending)[number];
    if (typeof value === "string") {
      if (badText(value))
        throw invalidField(field || "body", "must be valid Unicode text without NUL characters", "FORMAT");
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_PAYLOAD_DEPTH)
      throw invalidField(field || "body", `nests more than ${MAX_PAYLOAD_DEPTH} levels deep`, "FORMAT");
    for (const [key, item] of Object.entries(value)) {
      const path = Array.isArray(value) ? `${field}[${key}]` : field ? `${field}.${key}` : key;
      if (badText(key))
        throw invalidField(
          field || "body",
          "has a key that is not valid Unicode text without NUL characters",
          "FORMAT",
        );
      pending.push({ value: item, field: path, depth: depth + 1 });
    }
  }
}
