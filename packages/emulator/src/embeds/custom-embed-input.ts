/**
 * Reads a create-embed request's `customEmbed`: a name (1–100 characters), a
 * position, and `embedData` with a category and HTML (at most 15 000
 * characters, the provider's limit for a site script); `enabled` and
 * `loadOnce` default to true. Bad input is a 400 naming every bad field.
 */
import { type FieldViolation, ValidationFailure } from "../errors.ts";
import { EMBED_CATEGORIES, EMBED_POSITIONS, type EmbedCategory, type EmbedPosition } from "./custom-embed.ts";

/** Longest embed HTML, in characters. */
export const EMBED_HTML_MAX_LENGTH = 15_000;

/** A valid new embed. */
export interface CustomEmbedInput {
  name: string;
  enabled: boolean;
  loadOnce: boolean;
  position: EmbedPosition;
  category: EmbedCategory;
  html: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return list.includes(value as T);
}

/**
 * The embed a request asks for, or a `ValidationFailure`.
 *
 * @example
 * ```ts
 * readCustomEmbed({ name: "Chat", position: "BODY_END", embedData: { category: "FUNCTIONAL", html: "<script></script>" } });
 * ```
 */
export function readCustomEmbed(raw: unknown): CustomEmbedInput {
  const violations: FieldViolation[] = [];
  const fail = (field: string, description: string, violatedRule = "INVALID_VALUE") =>
    violations.push({ field: `customEmbed.${field}`, description, violatedRule });
  if (!isObject(raw))
    throw new ValidationFailure([
      { field: "customEmbed", description: "is required", violatedRule: "REQUIRED_FIELD" },
    ]);
  const { name, position, embedData, enabled, loadOnce } = raw;
  if (typeof name !== "string" || name.trim() === "" || name.length > 100)
    fail("name", "must be a string of 1 to 100 characters", "REQUIRED_FIELD");
  if (!oneOf(EMBED_POSITIONS, position))
    fail("position", `must be one of ${EMBED_POSITIONS.join(", ")}`, "REQUIRED_FIELD");
  const data = isObject(embedData) ? embedData : {};
  if (!isObject(embedData)) fail("embedData", "is required", "REQUIRED_FIELD");
  if (!oneOf(EMBED_CATEGORIES, data.category))
    fail("embedData.category", `must be one of ${EMBED_CATEGORIES.join(", ")}`, "REQUIRED_FIELD");
  if (typeof data.html !== "string" || data.html.trim() === "" || data.html.length > EMBED_HTML_MAX_LENGTH)
    fail("embedData.html", `must be a string of 1 to ${EMBED_HTML_MAX_LENGTH} characters`, "REQUIRED_FIELD");
  for (const [field, value] of [
    ["enabled", enabled],
    ["loadOnce", loadOnce],
  ] as const) {
    if (value !== undefined && value !== null && typeof value !== "boolean") fail(field, "must be a boolean");
  }
  if (violations.length > 0) throw new ValidationFailure(violations);
  return {
    name: (name as string).trim(),
    enabled: enabled !== false,
    loadOnce: loadOnce !== false,
    position: position as EmbedPosition,
    category: data.category as EmbedCategory,
    html: data.html as string,
  };
}
