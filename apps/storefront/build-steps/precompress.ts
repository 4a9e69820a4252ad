/**
 * The build's last step (React Router's `buildEnd`, `react-router.config.ts`): every text file over
 * 1 KB of the browser files (scripts, stylesheets, SVG, JSON, text) gets a Brotli copy at quality
 * 11 (`.br`) and a gzip copy at level 9 (`.gz`) beside it, each kept only when it is smaller than
 * the file. It runs after both builds because the server build writes the browser's route
 * manifest (`assets/manifest-*.js`), which every page loads, into the browser folder. The
 * server (`server/static-files.mjs`) sends the copy the browser accepts instead of compressing
 * each response at a fast setting: the `shell` chunk every page loads is 87.0 KB on the wire at
 * Brotli's quality 4 and 74.7 KB at 11, which costs seconds of CPU a build, not a request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The file types that compress (pictures and fonts already are). */
const TEXT_TYPES = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".html", ".xml", ".map"]);

/** Files smaller than this are sent as they are: the saving is less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `folder`, folders whose name starts with a dot (Vite's `.vite`) left out. */
async function filesUnder(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Writes `file`'s `.br` and `.gz` copies when it is a text file over 1 KB. */
async function compressFile(file: string): Promise<void> {
  if (!TEXT_TYPES.has(extname(file))) return;
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Writes the `.br` and `.gz` copies of the text files under `folder` (the build's `client/`).
 *
 * @example
 * ```ts
 * buildEnd: ({ reactRouterConfig }) => precompress(join(reactRouterConfig.buildDirectory, "client")),
 * ```
 */
export async function precompress(folder: string): Promise<void> {
  await Promise.all((await filesUnder(folder)).map(compressFile));
}
