/**
 * Path templates: `/stores/v1/products/{product.id}` filled from the request payload. A
 * placeholder names a dotted path into the payload; its value is URI-component encoded.
 */
import { ClientError, URL_MESSAGE } from "./errors.js";
import { isObject } from "./is-object.js";

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
    if (!isObject(value)) return undefined;
    value = value[key];
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
      // A non-empty string or a finite number (`Number.isFinite` is false for anything else).
      if (value !== "" && (typeof value === "string" || Number.isFinite(value))) {
        return encodeURIComponent(value as string | number);
      }
    }
    throw new ClientError(URL_MESSAGE, { code: "INVALID_URL" });
  });
}
