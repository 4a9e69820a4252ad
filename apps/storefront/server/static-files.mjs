/**
 * The built browser files (`build/client`) served as they are: hashed assets under `/assets/`
 * cached for a year (their names change with their content), other files (the favicon) for an
 * hour. Only GET and HEAD of an existing file inside the folder are answered; anything else falls
 * through to the app.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

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
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<boolean>}
 *
 * @example
 * const serveFile = staticFiles("build/client");
 * if (!(await serveFile(req, res))) appListener(req, res);
 */
export function staticFiles(folder) {
  const root = normalize(folder);
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      return false;
    }
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root + sep) || pathname.endsWith("/")) return false;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return false;
    res.writeHead(200, {
      "content-type": TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? "application/octet-stream",
      "content-length": info.size,
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
