/**
 * Pages for browser tests: a test entry module bundled for the browser with esbuild (one IIFE
 * script), served by a server on 127.0.0.1 at `/bundle.js` under a small HTML page that every
 * other path answers with. The page's origin is what the test navigates to and allows (a
 * storefront's origin, in the sign-in tests).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";

/** A served page; `close()` ends its connections and the server. */
export interface BundlePage {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Bundles the module at `entry` into one browser script.
 *
 * @example
 * ```ts
 * const script = await bundleForBrowser(new URL("./support/frame-entry.ts", import.meta.url));
 * ```
 */
export async function bundleForBrowser(entry: URL, define: Record<string, string> = {}): Promise<string> {
  const bundle = await build({
    entryPoints: [entry.pathname],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    define,
    logLevel: "silent",
  });
  return bundle.outputFiles[0]?.text ?? "";
}

/**
 * Serves `script` at `/bundle.js` and, at every other path, a page that loads it (with `headers`
 * added to the page's answer).
 *
 * @example
 * ```ts
 * const shop = await servePage(script, { "referrer-policy": "no-referrer" });
 * await page.goto(`${shop.origin}/`);
 * ```
 */
export async function servePage(script: string, headers: Record<string, string> = {}): Promise<BundlePage> {
  const server = createServer((req, res) => {
    if (req.url === "/bundle.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      res.end(script);
    } else {
      res.writeHead(200, { "content-type": "text/html", ...headers });
      res.end('<!doctype html><title>page</title><body><script src="/bundle.js"></script></body>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
