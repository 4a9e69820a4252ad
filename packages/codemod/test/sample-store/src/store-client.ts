/**
 * The sample store's client: one visitor's session on the provider's host, with the catalogue,
 * the current cart and redirect sessions. Written against the provider's own packages; the
 * codemod's tests move it to Vitrine.
 */
import { currentCart } from "@wix/ecom";
import { redirects } from "@wix/redirects";
import { createClient, OAuthStrategy } from "@wix/sdk";
import { products } from "@wix/stores";

/** A client for a new visitor of the store with OAuth client id `clientId`. */
export function storeClient(clientId: string) {
  return createClient({
    modules: { products, currentCart, redirects },
    auth: OAuthStrategy({ clientId }),
  });
}

/** What {@link storeClient} returns. */
export type StoreClient = ReturnType<typeof storeClient>;
