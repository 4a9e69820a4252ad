/**
 * The built browser files (`build/client`) served as they are: hashed assets under `/assets/`
 * cached for a year (their names change with their content), other files (the favicon) for an
 * hour. A text file the build stored compressed beside it (`name.br`, `name.gz`, written by
 * `build-steps/precompress.ts` at Brotli's quality 11 and gzip's level 9) is sent in the encoding
 * the request accepts (`accept-encoding.mjs`), with `Vary: Accept-Encoding`; the copies are no
 * addresses of their own. Only GET and HEAD of a file the folder held when the server started are
 * answered; anything else falls through to the app. The folder is listed once at start (a build
 * does not change under its server), so a page request costs a map lookup, not a file system call
 * that fails.
 */
import { createReadStream, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { acceptedEncoding, ENCODINGS } from "./accept-encoding.mjs";

/** Content types of the files a build holds. */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

/**
 * @typedef {{ file: string, size: number }} Stored A file on disk and its size in bytes.
 * @typedef {Stored & { encoded: Map<string, Stored> }} Served A file and its compressed copies by coding.
 */

/**
 * A handler of the files in `folder`: answers and returns `true` when the request names one of
 * them, returns `false` otherwise.
 *
 * @param {string} folder
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean}
 *
 * @example
 * const serveFile = staticFiles("build/client");
 * if (!serveFile(req, res)) appListener(req, res);
 */
export function staticFiles(folder) {
  const files = listFiles(folder);
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const end = url.search(/[?#]/);
    let pathname;
    try {
      pathname = decodeURIComponent(end === -1 ? url : url.slice(0, end));
    } catch {
      return false;
    }
    const found = files.get(pathname);
    if (!found) return false;
    const available = new Set(found.encoded.keys());
    const encoding = acceptedEncoding(req.headers["accept-encoding"], available);
    const sent = (encoding && found.encoded.get(encoding.coding)) || found;
    res.writeHead(200, {
      "content-type":
        TYPES[/** @type {keyof typeof TYPES} */ (extname(found.file))] ?? "application/octet-stream",
      "content-length": sent.size,
      ...(encoding ? { "content-encoding": encoding.coding } : {}),
      ...(available.size > 0 ? { vary: "Accept-Encoding" } : {}),
      "x-content-type-options": "nosniff",
      "cache-control": pathname.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(sent.file).pipe(res);
    return true;
  };
}

/**
 * Every file under `folder` by its URL path (`/assets/app-1a2b.js`), with its size and its
 * compressed copies; a copy (`app-1a2b.js.br` beside `app-1a2b.js`) is listed under its file only.
 *
 * @param {string} folder
 * @returns {Map<string, Served>}
 */
function listFiles(folder) {
  /** @type {Map<string, Stored>} */
  const stored = new Map();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const path = `/${relative(folder, file).split(sep).join("/")}`;
    stored.set(path, { file, size: statSync(file).size });
  }
  /** @type {Map<string, Served>} */
  const files = new Map();
  for (const [path, found] of stored) {
    const copyOf = ENCODINGS.find(
      ({ suffix }) => path.endsWith(suffix) && stored.has(path.slice(0, -suffix.length)),
    );
    if (copyOf) continue;
    /** @type {Map<string, Stored>} */
    const encoded = new Map();
    for (const { coding, suffix } of ENCODINGS) {
      const copy = stored.get(`${path}${suffix}`);
      if (copy) encoded.set(coding, copy);
    }
    files.set(path, { ...found, encoded });
  }
  return files;
}
