/**
 * The browser's entry: hydrates the server's document with React Router's `HydratedRouter`.
 * The production build renders with Preact (see `vite.config.ts`), whose hydration differs from
 * React's in two ways this entry makes up for (the development server renders with React and
 * hydrates straight away).
 *
 * - The router first reads the server's state from the page's stream, and suspends (throws the
 *   promise of that read) until it has. React waits at the root for it; Preact has no root to wait
 *   at and would report the thrown promise as an error, and a `Suspense` boundary around the
 *   document makes it rebuild the body instead of adopting it. So the entry lets the router start
 *   that read (its first call does nothing else before it suspends), waits for it, then hydrates.
 * - The head holds preloads the tree does not name: a `<link rel="preload" as="image">` for the
 *   first images, which React DOM's server puts ahead of the stylesheet, and the route modules'
 *   `<link rel="modulepreload">`, which `page-scripts.tsx` adds when it starts them. Preact
 *   adopts the head's elements in the order the tree names them, by tag, so the stylesheet's
 *   `<link>` would adopt the first preload and the real stylesheet would be dropped. The preloads
 *   have done their work once this module runs (the modules have loaded, the images are on their
 *   way), so they are removed first.
 *
 * The router's start (reading its state from the page, matching the routes) and the hydration run
 * in tasks of their own, one after the other, so the browser can answer a tap between them.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** Resolves once the router has read the server's state (at once when it already has). */
async function serverStateRead(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
}

if (!import.meta.env.DEV) {
  await serverStateRead();
  for (const preload of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]'))
    preload.remove();
  await new Promise((resolve) => setTimeout(resolve));
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
