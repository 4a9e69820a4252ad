/**
 * The Suspense hooks against the listening emulator (happy-dom): under `<Suspense>` the fallback
 * shows until the read answers, then the data (the same as the SDK reads directly); a refused
 * read (the store does not know the OAuth client) reaches the nearest error boundary as the SDK's
 * error.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { isApiError } from "@vitrine/sdk";
import { catalogReference } from "@vitrine/sdk/ecom";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import {
  cartItemCount,
  createQueryClient,
  createVitrineClient,
  useSuspenseCart,
  useSuspenseCatalogVersion,
  useSuspenseCollection,
  useSuspenseCollections,
  useSuspenseProduct,
  useSuspenseProducts,
  type VitrineClient,
  VitrineProvider,
} from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";

const baseUrl = inject("emulatorUrl");

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Shows the error its children threw, as the SDK gave it. */
class ErrorBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children;
  }
}

/** Renders `children` under a provider on `client` and a `<Suspense>` whose fallback reads "Loading". */
function renderSuspending(children: ReactNode, client: VitrineClient = newClient()) {
  return render(
    <VitrineProvider client={client} queryClient={createQueryClient()}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </VitrineProvider>,
  );
}

function newClient(): VitrineClient {
  return createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID });
}

/** Expects the fallback now, then `text` in place of it. */
async function expectFallbackThen(text: string) {
  expect(screen.getByText("Loading")).toBeTruthy();
  expect(await screen.findByText(text)).toBeTruthy();
  expect(screen.queryByText("Loading")).toBeNull();
}

function ProductNames() {
  const { data: page } = useSuspenseProducts({ sort: "name-asc", pageSize: 5 });
  return <p>{page.items.map((product) => product.name).join(", ")}</p>;
}

function ProductTitle({ slug }: { slug: string }) {
  const { data: product } = useSuspenseProduct(slug);
  return <h1>{product ? `${product.name} at ${product.price.formatted?.price}` : "No such product"}</h1>;
}

function CollectionNames() {
  const { data: collections } = useSuspenseCollections();
  return <p>{collections.map((collection) => collection.name).join(", ")}</p>;
}

function CollectionTitle({ slug }: { slug: string }) {
  const { data: collection } = useSuspenseCollection(slug);
  return <h1>{collection ? `Collection ${collection.name}` : "No such collection"}</h1>;
}

function CartBadge() {
  const { data: cart } = useSuspenseCart();
  return <p>{`${cartItemCount(cart)} in the cart: ${cart.lineItems?.[0]?.productName?.original}`}</p>;
}

function CatalogVersion() {
  const { data: version } = useSuspenseCatalogVersion();
  return <p>{`Catalogue ${version}`}</p>;
}

describe("the Suspense hooks", () => {
  it("useSuspenseProducts shows the fallback, then the page", async () => {
    const expected = await newClient().products.queryProducts().ascending("name").limit(5).find();
    renderSuspending(<ProductNames />);
    await expectFallbackThen(expected.items.map((product) => product.name).join(", "));
  });

  it("useSuspenseProduct shows the fallback, then the product, or null for an unknown slug", async () => {
    const [product] = (await newClient().products.queryProducts().ascending("name").limit(1).find()).items;
    renderSuspending(<ProductTitle slug={product?.slug ?? ""} />);
    await expectFallbackThen(`${product?.name} at ${product?.priceData?.formatted?.price}`);
    cleanup();
    renderSuspending(<ProductTitle slug="no-such-product" />);
    await expectFallbackThen("No such product");
  });

  it("useSuspenseCollections and useSuspenseCollection show the fallback, then the collections", async () => {
    const expected = await newClient().collections.queryCollections().ascending("name").limit(100).find();
    expect(expected.items.length).toBeGreaterThan(1);
    renderSuspending(<CollectionNames />);
    await expectFallbackThen(expected.items.map((collection) => collection.name).join(", "));
    cleanup();
    renderSuspending(<CollectionTitle slug="sale" />);
    await expectFallbackThen("Collection Sale");
  });

  it("useSuspenseCart shows the fallback, then the visitor's cart", async () => {
    const client = newClient();
    const [product] = (
      await client.products.queryProducts().eq("productType", "physical").limit(20).find()
    ).items.filter((item) => !item.manageVariants && item.stock?.inStock);
    expect(product).toBeDefined();
    await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: catalogReference(product ?? {}), quantity: 2 }],
    });
    renderSuspending(<CartBadge />, client);
    await expectFallbackThen(`2 in the cart: ${product?.name}`);
  });

  it("useSuspenseCatalogVersion shows the fallback, then the version", async () => {
    renderSuspending(<CatalogVersion />);
    await expectFallbackThen("Catalogue V1_CATALOG");
  });

  it("throws a refused read (an unknown OAuth client) to the error boundary as the SDK's error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error
    const caught: unknown[] = [];
    const unknownApp = createVitrineClient({ baseUrl, clientId: "no-such-client" });
    renderSuspending(
      <ErrorBoundary onError={(error) => caught.push(error)}>
        <ProductNames />
      </ErrorBoundary>,
      unknownApp,
    );
    await expectFallbackThen("Something went wrong");
    expect(caught).toHaveLength(1);
    expect(isApiError(caught[0])).toBe(true);
    expect(caught[0]).toMatchObject({
      status: 401,
      code: "TOKEN_REQUEST_FAILED",
      details: { error: "invalid_client" },
    });
  });
});
