/**
 * Path templates: `/stores/v1/products/{product.id}` filled from the request payload. A
 * placeholder names a dotted path into the payload; its value is URI-component encoded.
 */
import { ClientError, MESSAGES } from "./errors.js";

const PLACEHOLDER = /\{([^}]+)\}/g;

/**
 * Reads a dotted path (`product.id`) from `data`.
 *
 * @example
 * ```ts
 * readPath({ product: { id: "p1" } }, "product.id"); // "p1"
 * ```
 */
export function readPath(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Fills a path template from the first source that has each placeholder's value. The values also
 * stay in the query string or body (the provider sends them in both places).
 *
 * @throws {@link ClientError} `INVALID_URL` when a placeholder has no string or number value.
 * @example
 * ```ts
 * fillPath("/stores/v1/products/{product.id}", [{ product: { id: "p1" } }]); // "/stores/v1/products/p1"
 * ```
 */
export function fillPath(template: string, sources: readonly unknown[]): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    for (const source of sources) {
      const value = readPath(source, path);
      if (
        (typeof value === "string" && value !== "") ||
        (typeof value === "number" && Number.isFinite(value))
      ) {
        return encodeURIComponent(value);
      }
    }
    throw new ClientError("INVALID_URL", MESSAGES.url);
  });
}
