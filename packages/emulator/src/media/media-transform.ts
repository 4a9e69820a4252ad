/**
 * The size and crop parts the provider's image helpers append to a media
 * URL: `/media/{id}/v1/{op}/{params}[/{op}/{params}…]/{fileName}`, where an op
 * is `fill`, `fit` or `crop` and its params are comma-separated `key_value`
 * pairs (`w_300,h_300,al_c,q_85,usm_0.66_1.00_0.01,enc_auto`; a crop also has
 * `x_`, `y_`). A crop and then a fill is the helpers' cropped image. The
 * emulator follows the widths and heights through the ops; the other
 * parameters (quality, sharpening, encoding, alignment) change nothing in a
 * generated picture and are accepted as given.
 */

/** The generated pictures' own size, as the catalogue's media items state it. */
export const ORIGINAL_SIZE = 1000;

/** The largest side the emulator renders. */
export const MAX_SIDE = 3000;

/** A picture's size in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

const OPS = new Set(["fill", "fit", "crop"]);

function box(params: string): PictureSize {
  const values = new Map(
    params.split(",").map((pair) => {
      const at = pair.indexOf("_");
      return [at < 0 ? pair : pair.slice(0, at), at < 0 ? "" : pair.slice(at + 1)] as const;
    }),
  );
  const side = (key: string) => {
    const value = Number(values.get(key));
    if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE)
      throw new RangeError(`${key}_ must be a whole number of pixels from 1 to ${MAX_SIDE}`);
    return value;
  };
  return { width: side("w"), height: side("h") };
}

/**
 * The size of the picture the path segments after the id ask for: the original size without
 * any; a fill or crop gives exactly its box, a fit the largest size of the same shape inside it.
 * Throws a `RangeError` when the segments are not a transform.
 *
 * @example
 * ```ts
 * transformedSize(["v1", "fill", "w_300,h_200,al_c,q_85", "shirt.jpg"]); // { width: 300, height: 200 }
 * transformedSize(["v1", "crop", "x_0,y_0,w_100,h_80", "fill", "w_50,h_40", "a.png"]); // { width: 50, height: 40 }
 * ```
 */
export function transformedSize(segments: readonly string[]): PictureSize {
  let size: PictureSize = { width: ORIGINAL_SIZE, height: ORIGINAL_SIZE };
  if (segments.length === 0) return size;
  const [version, ...rest] = segments;
  if (version !== "v1" || rest.length < 3 || rest.length % 2 === 0)
    throw new RangeError("expected /v1/{fill|fit|crop}/{params}/{fileName}");
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const op = rest[i] ?? "";
    if (!OPS.has(op)) throw new RangeError(`unknown operation ${op}: expected fill, fit or crop`);
    const target = box(rest[i + 1] ?? "");
    if (op !== "fit") size = target;
    else {
      const scale = Math.min(target.width / size.width, target.height / size.height);
      size = {
        width: Math.max(1, Math.round(size.width * scale)),
        height: Math.max(1, Math.round(size.height * scale)),
      };
    }
  }
  return size;
}
