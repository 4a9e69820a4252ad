/**
 * Bundled into the page of the browser routing test: the provider's published client
 * (`@wix/sdk` + `@wix/stores`), unchanged, with its default hosts and the browser's own `fetch`.
 * `providerInBrowser` takes visitor tokens, queries three products and loads an image from the
 * provider's media host; it returns plain data for the test.
 */
import { createClient, OAuthStrategy } from "@wix/sdk";
import { products } from "@wix/stores";

/** What the page got. */
export interface ProviderInBrowserOutcome {
  products: string[];
  imageWidth: number;
  error?: string;
}

/** Loads `src` as an image; resolves its natural width (0 when it does not load). */
function imageWidth(src: string): Promise<number> {
  const image = new Image();
  image.src = src;
  return image.decode().then(
    () => image.naturalWidth,
    () => 0,
  );
}

async function providerInBrowser(clientId: string, imageUrl: string): Promise<ProviderInBrowserOutcome> {
  try {
    const client = createClient({ modules: { products }, auth: OAuthStrategy({ clientId }) });
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const page = await client.products.queryProducts().limit(3).find();
    return { products: page.items.map((item) => item.slug ?? ""), imageWidth: await imageWidth(imageUrl) };
  } catch (error) {
    return { products: [], imageWidth: 0, error: String(error) };
  }
}

Object.assign(globalThis, { providerInBrowser });
