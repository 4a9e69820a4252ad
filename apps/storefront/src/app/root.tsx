/**
 * The document every page renders in (`Layout`: head with the route's meta and links, body with
 * the router's scripts, their modules started after the largest paint: `page-scripts.tsx`), and the root route: the shop's provider for the settings the server
 * sends, around the page frame (`layout.tsx`), under what the server read of the shopper's own
 * session on a private page (`loader`: their cart and the signed-in member, so the header's badge
 * and name, the cart page and the account page come with the HTML). A catalogue page, which
 * shared caches keep, reads nothing of the shopper's: the browser fills in the badge and the name
 * after hydration. An error no page caught renders here (`ErrorBoundary`): a page that could not
 * be served, with its status.
 */
import { HydrationBoundary } from "@tanstack/react-query";
import { cartQueryOptions, currentMember, identityClientOf, mayHaveCart, vitrineKeys } from "@vitrine/react";
import { type ReactNode, useEffect } from "react";
import {
  data,
  type HeadersArgs,
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteError,
} from "react-router";
import { FOOTER_ID } from "../components/layout/footer.tsx";
import { useHydrateAllBeforeNavigating, whenHydrated } from "../components/ui/hydrate-later.tsx";
import { dehydrateShop, requestShop, shopData } from "../lib/request-shop.server.ts";
import { isCataloguePage } from "./catalogue-pages.ts";
import { DocumentStyles, WholeStylesheet } from "./document-styles.tsx";
import "./load-context.ts";
import { PageFrame } from "./layout.tsx";
import { PageScripts } from "./page-scripts.tsx";
import { AppVitrineProvider } from "./vitrine.tsx";

/**
 * The settings the browser needs (none secret: the API origin, the client id, the catalogue), and
 * on a private page the shopper's cart when they may have one and the signed-in member (what the
 * store cannot give now is left to the browser to ask for).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  if (isCataloguePage(new URL(request.url).pathname))
    return data({ config: context.config, dehydrated: undefined });
  const shop = requestShop(context, request);
  const identity = identityClientOf(shop.client);
  const readCart = async () => {
    // The cart page's loader reads the same cart through the same cache: whichever asks first
    // reads it, the other gets that answer.
    if (await mayHaveCart(shop.client))
      await shop.queryClient.ensureQueryData(cartQueryOptions(shop.client)).catch(() => undefined);
  };
  const readMember = async () => {
    if (await identity.auth.loggedIn())
      await shop.queryClient.prefetchQuery({
        queryKey: vitrineKeys.member(),
        queryFn: () => currentMember(identity),
      });
  };
  await Promise.all([readCart(), readMember()]);
  // The root's own reads only: the page's loader shares the cache, and sends its reads itself.
  const dehydrated = dehydrateShop(shop.queryClient, [vitrineKeys.cart(), vitrineKeys.member()]);
  return shopData(shop, { config: context.config, dehydrated });
}

/**
 * The `<html>` element, or in the browser's production build (Preact, see `entry.client.tsx`) its
 * contents only: Preact hydrates a document inside its `<html>` element.
 */
function Html({ children }: { children: ReactNode }) {
  return import.meta.env.SSR || import.meta.env.DEV ? <html lang="en">{children}</html> : children;
}

/**
 * The root's data is read again only after a form was posted (an action may have changed the
 * cart); on other navigations the browser's own hooks keep the cart current.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && defaultShouldRevalidate;
}

/**
 * The document's headers: a page that could not be served keeps those of its error (the 503's
 * `Retry-After`); cookies the loaders set are added by the router.
 */
export function headers({ errorHeaders, loaderHeaders }: HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Html>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/*
          No paint before the page's main content is whole: a half-parsed page would move. Chromium
          paints once the expected element's start tag is parsed, so the page waits for the footer,
          the element after the main content, not for `<main>` itself.
        */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <Meta />
        <Links />
        {/*
          Last, where React DOM's server writes it (the title, metas and links it hoists come
          first): in the same place in the browser's tree, hydration leaves it where it is instead
          of moving it, which would have the browser parse it and restyle the page again.
        */}
        <DocumentStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <PageScripts />
      </body>
    </Html>
  );
}

/**
 * The shop's provider around the page frame. Once the page has hydrated, the parts that hydrate in
 * turns of their own included (`HydrateLater`), the document says so (`<html data-hydrated>`):
 * what works only through the page's script is live from then on, and the browser tests wait for
 * it before they use such a control; and the whole stylesheet comes, for the pages the browser
 * renders itself (`WholeStylesheet`). Parts still waiting hydrate at once when the router starts
 * to move to another page.
 */
export default function Root() {
  const { config, dehydrated } = useLoaderData<typeof loader>();
  useHydrateAllBeforeNavigating();
  useEffect(() => {
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
  return (
    <AppVitrineProvider config={config}>
      <HydrationBoundary state={dehydrated}>
        <PageFrame>
          <Outlet />
        </PageFrame>
        <WholeStylesheet />
      </HydrationBoundary>
    </AppVitrineProvider>
  );
}

/** A page the server could not serve: its status and a short reason, without the shop's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="container">
      <div className="state state--page">
        <p className="state__code">{status}</p>
        <h1 className="state__title">
          {status === 503 ? "The shop is unavailable right now" : "Something went wrong"}
        </h1>
        <p className="state__text">Please try again in a moment.</p>
      </div>
    </main>
  );
}
