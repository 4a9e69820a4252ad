/**
 * The server's render of a document request: React DOM streams the page, the shell (the frame and
 * everything the loaders awaited: the content above the fold) in the first flush, and the parts
 * still loading (pending reads, `Suspense` boundaries) after it, within `streamTimeout`. A HEAD
 * request gets the status and headers only. A catalogue page rendered whole is kept in the
 * server's page cache (`cached-pages.ts`), which the production server asks before the router
 * (`serveCachedPage`, exported here with `pageCacheStats` for the server: the build's entry module
 * is how it reaches the app's code; so are `onWebhookPurge` and `purgeCaches`, which carry a
 * webhook's purge to the server's other processes, `webhook-purges.ts`).
 */
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { setDocumentHeaders } from "../http/document-headers.ts";
import { createNonce } from "../http/nonce.ts";
import { pageKeeper } from "./cached-pages.ts";
import { renderStream } from "./render-stream.ts";

export { pageCacheStats, serveCachedPage } from "./cached-pages.ts";
export { onWebhookPurge, purgeCaches } from "./webhook-purges.ts";

/** How long the server waits for streamed parts before it gives up on them (ms). */
export const streamTimeout = 5_000;

/** The routes of catalogue pages, which shared caches may keep. */
const CATALOGUE_ROUTES = new Set(["routes/home", "routes/shop", "routes/collection", "routes/product"]);

/** Renders the document for `request`. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  // A nonce for this response's policy and its inline scripts.
  const nonce = createNonce();
  setDocumentHeaders(responseHeaders, responseStatusCode, {
    nonce,
    apiOrigin: loadContext.config.apiUrl,
    catalogue: CATALOGUE_ROUTES.has(routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? ""),
  });
  if (request.method.toUpperCase() === "HEAD")
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  const keep = pageKeeper({
    request,
    status: responseStatusCode,
    headers: responseHeaders,
    nonce,
    context: loadContext,
  });
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let failed = false;
    const chunks: Uint8Array[] = [];
    const { destination, body } = renderStream({
      onChunk: keep && ((chunk) => chunks.push(chunk)),
      onEnd() {
        clearTimeout(timeout);
        if (keep && !failed) keep(Buffer.concat(chunks));
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(destination);
          resolve(new Response(body, { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          failed = true;
          // Errors in the shell reject above and are logged by the router; log the streamed ones.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
