/**
 * Generated pictures as PNG files: a background and a disc in two shades of a
 * colour taken from a seed string's hash, at any size. A real raster, so any
 * image tool (and the provider's clients, which measure images they show)
 * reads its width and height. Two-colour palette rows compress to a few KB.
 */
import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB colour from HSL (h in degrees, s and l in 0–1). */
function rgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [f(0), f(8), f(4)];
}

/**
 * A `width`×`height` PNG for `seed`: the same seed always gives the same colours.
 *
 * @example
 * ```ts
 * const png = placeholderPng("linen-shirt", 300, 300); // starts with the PNG signature
 * ```
 */
export function placeholderPng(seed: string, width: number, height: number): Buffer {
  const digest = createHash("sha256").update(seed).digest();
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit palette indices, no interlace
  const palette = Buffer.from([...rgb(hue, 0.55, 0.62), ...rgb(hue, 0.6, 0.45)]);
  const radius = Math.min(width, height) * 0.32;
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const dy = y + 0.5 - height / 2;
    const half = dy * dy < radius * radius ? Math.sqrt(radius * radius - dy * dy) : -1;
    const from = Math.max(0, Math.ceil(width / 2 - half - 0.5));
    const to = Math.min(width, Math.floor(width / 2 + half - 0.5) + 1);
    if (half >= 0 && to > from) rows.fill(1, y * (width + 1) + 1 + from, y * (width + 1) + 1 + to);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", palette),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
