/**
 * A product's media gallery and the media of its choices: adding items (by
 * URL or by media id), removing them, and linking gallery items to choices.
 * Choice media may be set on one option only, as the provider requires.
 */
import type { Choice, MediaItem, ProductOption } from "@vitrine/sdk/catalog";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { importedMediaId, providerMediaUrl } from "../../media/media-id.ts";
import type { ProductDocument } from "./product-document.ts";

/** Where new media points: an external URL, or a media id the store's public URL serves at `/media/{id}`. */
export interface MediaSource {
  url?: string;
  mediaId?: string;
  choice?: { option: string; choice: string };
}

/** Media ids to link to (or unlink from) one choice. */
export interface ChoiceMediaInput {
  option: string;
  choice: string;
  mediaIds: string[];
}

const VIDEO = /\.(mp4|mov|webm|m4v)(\?|#|$)/i;

/**
 * A gallery item for a source: an external URL (video by extension, else image) or a media id
 * served by the emulator on the provider's media path, `{publicUrl}/media/{mediaId}`.
 *
 * @example
 * ```ts
 * mediaItem({ mediaId: "tee-red" }, "http://localhost:4000").image?.url; // "http://localhost:4000/media/tee-red"
 * ```
 */
export function mediaItem(source: MediaSource, publicUrl: string): MediaItem {
  const id = source.mediaId ?? importedMediaId(source.url ?? "");
  const url = source.url ?? providerMediaUrl(publicUrl, id);
  const size = { url, width: 1000, height: 1000 };
  const thumbnail = { url, width: 50, height: 50 };
  if (VIDEO.test(url)) {
    return { id, title: "", mediaType: "video", video: { files: [size], stillFrameMediaId: "" }, thumbnail };
  }
  return { id, title: "", mediaType: "image", image: { ...size, altText: null }, thumbnail };
}

function findChoice(product: ProductDocument, option: string, choice: string) {
  const o = product.productOptions?.find((x) => x.name === option);
  return o?.choices?.some((c) => c.description === choice) ? o : undefined;
}

function checkChoice(
  checks: InputChecks,
  product: ProductDocument,
  option: unknown,
  choice: unknown,
  at: string,
) {
  const o = checks.string(option, `${at}.option`, { required: true, maxLength: 50 });
  const c = checks.string(choice, `${at}.choice`, { required: true, maxLength: 50 });
  if (o === undefined || c === undefined) return undefined;
  if (!product.productOptions?.some((x) => x.name === o))
    return checks.fail(`${at}.option`, `no option named ${o}`);
  if (!findChoice(product, o, c)) return checks.fail(`${at}.choice`, `option ${o} has no choice ${c}`);
  return { option: o, choice: c };
}

/**
 * Reads `media` of an add-media request: each item has exactly one of `url` (http or https) and
 * `mediaId`, and optionally a `choice` of the product.
 *
 * @example
 * ```ts
 * readMediaSources([{ url: "https://example.com/a.jpg" }], "media", product);
 * ```
 */
export function readMediaSources(raw: unknown, field: string, product: ProductDocument): MediaSource[] {
  const checks = new InputChecks();
  const list = checks.array(raw, field, { required: true, maxSize: 50 }) ?? [];
  if (list.length === 0) checks.fail(field, "must not be empty", "REQUIRED_FIELD");
  const sources = list.flatMap((item, i) => {
    const at = `${field}[${i}]`;
    const body = checks.object(item, at, true);
    if (!body) return [];
    const url = checks.string(body.url, `${at}.url`);
    const mediaId = checks.string(body.mediaId, `${at}.mediaId`, { maxLength: 200 });
    if ((url === undefined) === (mediaId === undefined)) {
      checks.fail(`${at}.url`, "exactly one of url and mediaId must be given", "REQUIRED_FIELD");
      return [];
    }
    if (url !== undefined && !/^https?:\/\/[^\s/]+/.test(url)) {
      checks.fail(`${at}.url`, "must be an http or https URL", "FORMAT");
      return [];
    }
    const rawChoice = checks.object(body.choice, `${at}.choice`);
    const choice = rawChoice
      ? checkChoice(checks, product, rawChoice.option, rawChoice.choice, `${at}.choice`)
      : undefined;
    const source: MediaSource = url === undefined ? { mediaId: mediaId as string } : { url };
    if (choice) source.choice = choice;
    return [source];
  });
  checks.done();
  return sources;
}

/**
 * Reads `media` of a choice-media request: known option, choice and gallery media ids.
 *
 * @example
 * ```ts
 * readChoiceMedia([{ option: "Color", choice: "Red", mediaIds: ["m1"] }], "media", product);
 * ```
 */
export function readChoiceMedia(raw: unknown, field: string, product: ProductDocument): ChoiceMediaInput[] {
  const checks = new InputChecks();
  const list = checks.array(raw, field, { required: true, maxSize: 10 }) ?? [];
  if (list.length === 0) checks.fail(field, "must not be empty", "REQUIRED_FIELD");
  const gallery = new Set((product.media?.items ?? []).map((m) => m.id));
  const inputs = list.flatMap((item, i) => {
    const at = `${field}[${i}]`;
    const body = checks.object(item, at, true);
    if (!body) return [];
    const target = checkChoice(checks, product, body.option, body.choice, at);
    const mediaIds = checks.ids(body.mediaIds, `${at}.mediaIds`, { maxSize: 50 }) ?? [];
    mediaIds.forEach((id, j) => {
      if (!gallery.has(id)) checks.fail(`${at}.mediaIds[${j}]`, `media ${id} is not in the product's media`);
    });
    return target ? [{ ...target, mediaIds }] : [];
  });
  checks.done();
  return inputs;
}

/**
 * Reads the `mediaIds` of a remove-media request: every id must be in the gallery (empty = all).
 *
 * @example
 * ```ts
 * readGalleryIds(["m1"], "mediaIds", product);
 * ```
 */
export function readGalleryIds(raw: unknown, field: string, product: ProductDocument): string[] {
  const checks = new InputChecks();
  const ids = checks.ids(raw, field, { maxSize: 50 }) ?? [];
  const gallery = new Set((product.media?.items ?? []).map((m) => m.id));
  ids.forEach((id, i) => {
    if (!gallery.has(id)) checks.fail(`${field}[${i}]`, `media ${id} is not in the product's media`);
  });
  checks.done();
  return ids.length === 0 ? [...gallery].filter((id): id is string => id !== undefined) : ids;
}

function mapChoices(product: ProductDocument, change: (option: ProductOption, choice: Choice) => Choice) {
  return (product.productOptions ?? []).map((option) => ({
    ...option,
    choices: (option.choices ?? []).map((choice) => change(option, choice)),
  }));
}

function choiceWithMedia(choice: Choice, items: MediaItem[]): Choice {
  const { media: _, ...rest } = choice;
  return items.length > 0 ? { ...rest, media: { mainMedia: items[0]!, items } } : rest;
}

/**
 * Links gallery items to choices; fails on `field` when media would sit on two options.
 *
 * @example
 * ```ts
 * linkChoiceMedia(product, [{ option: "Color", choice: "Red", mediaIds: ["m1"] }], "media");
 * ```
 */
export function linkChoiceMedia(
  product: ProductDocument,
  inputs: readonly ChoiceMediaInput[],
  field: string,
): ProductDocument {
  const gallery = new Map((product.media?.items ?? []).map((m) => [m.id, m]));
  const productOptions = mapChoices(product, (option, choice) => {
    const ids = inputs
      .filter((x) => x.option === option.name && x.choice === choice.description)
      .flatMap((x) => x.mediaIds);
    if (ids.length === 0) return choice;
    const current = choice.media?.items ?? [];
    const added = ids.filter((id) => !current.some((m) => m.id === id)).map((id) => gallery.get(id)!);
    return choiceWithMedia(choice, [...current, ...new Set(added)]);
  });
  const optionsWithMedia = productOptions.filter((o) =>
    o.choices.some((c) => (c.media?.items ?? []).length > 0),
  );
  if (optionsWithMedia.length > 1) {
    const checks = new InputChecks();
    checks.fail(field, "media can be linked to the choices of one option only");
    checks.done();
  }
  return { ...product, productOptions };
}

/**
 * Unlinks media ids from choices (an empty `mediaIds` unlinks all of that choice's media).
 *
 * @example
 * ```ts
 * unlinkChoiceMedia(product, [{ option: "Color", choice: "Red", mediaIds: [] }]);
 * ```
 */
export function unlinkChoiceMedia(
  product: ProductDocument,
  inputs: readonly ChoiceMediaInput[],
): ProductDocument {
  const productOptions = mapChoices(product, (option, choice) => {
    const matching = inputs.filter((x) => x.option === option.name && x.choice === choice.description);
    if (matching.length === 0) return choice;
    const all = matching.some((x) => x.mediaIds.length === 0);
    const drop = new Set(matching.flatMap((x) => x.mediaIds));
    return choiceWithMedia(
      choice,
      (choice.media?.items ?? []).filter((m) => !all && !drop.has(m.id ?? "")),
    );
  });
  return { ...product, productOptions };
}

/**
 * Adds media to the gallery (an id already there is not duplicated) and links choice media.
 *
 * @example
 * ```ts
 * addProductMedia(product, [{ url: "https://example.com/a.jpg" }], "http://localhost:4000");
 * ```
 */
export function addProductMedia(
  product: ProductDocument,
  sources: readonly MediaSource[],
  publicUrl: string,
): ProductDocument {
  const items = [...(product.media?.items ?? [])];
  const links: ChoiceMediaInput[] = [];
  for (const source of sources) {
    const item = mediaItem(source, publicUrl);
    if (!items.some((m) => m.id === item.id)) items.push(item);
    if (source.choice) links.push({ ...source.choice, mediaIds: [item.id ?? ""] });
  }
  const withGallery = { ...product, media: { ...product.media, items } };
  return links.length > 0 ? linkChoiceMedia(withGallery, links, "media") : withGallery;
}

/**
 * Removes gallery items and unlinks them from every choice.
 *
 * @example
 * ```ts
 * removeProductMedia(product, ["m1"]);
 * ```
 */
export function removeProductMedia(product: ProductDocument, ids: readonly string[]): ProductDocument {
  const drop = new Set(ids);
  const items = (product.media?.items ?? []).filter((m) => !drop.has(m.id ?? ""));
  const productOptions = mapChoices(product, (_, choice) =>
    choiceWithMedia(
      choice,
      (choice.media?.items ?? []).filter((m) => !drop.has(m.id ?? "")),
    ),
  );
  return { ...product, media: { ...product.media, items }, productOptions };
}
