/**
 * Path templates of the wire reference (`/stores/v1/products/{product.id}`) as
 * Fastify routes (`/stores/v1/products/:p0`), remembering which payload field
 * each parameter fills.
 */

/** A template turned into a Fastify URL and its parameters, in order. */
export interface RoutePath {
  url: string;
  /** Fastify parameter name → payload field path (`p0` → `product.id`). */
  params: ReadonlyArray<{ name: string; field: string }>;
}

const PARAMETER = /\{([A-Za-z_][\w.]*)\}/g;

/** Converts a `{a.b}` template into a Fastify route URL. */
export function toRoutePath(template: string): RoutePath {
  const params: Array<{ name: string; field: string }> = [];
  let url = "";
  let last = 0;
  for (const match of template.matchAll(PARAMETER)) {
    url += template.slice(last, match.index).replaceAll(":", "::");
    const name = `p${params.length}`;
    params.push({ name, field: match[1] as string });
    url += `:${name}`;
    last = match.index + match[0].length;
  }
  url += template.slice(last).replaceAll(":", "::");
  return { url, params };
}
