/**
 * The built browser files (`build/client`) served as they are: hashed assets under `/assets/`
 * cached for a year (their names change with their content), other files (the favicon) for an
 * hour. Only GET and HEAD of a file the folder held when the server started are answered; anything
 * else falls through to the app. The folder is listed once at start (a build does not change under
 * its server), so a page request costs a map lookup, not a file system call that fails.
 */
import { createReadStream, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

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
    const { file, size } = found;
    res.writeHead(200, {
      "content-type": TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? "application/octet-stream",
      "content-length": size,
      "x-content-type-options": "nosniff",
      "cache-control": pathname.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
    return true;
  };
}

/** Every file under `folder` by its URL path (`/assets/app-1a2b.js`), with its size. */
function listFiles(folder) {
  /** @type {Map<string, { file: string, size: number }>} */
  const files = new Map();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const path = `/${relative(folder, file).split(sep).join("/")}`;
    files.set(path, { file, size: statSync(file).size });
  }
  return files;
}
