/**
 * The README's "Server rendering" example, its three blocks taken from the README and run as
 * written: `renderPage` prefetches and renders a product list and a product page against the
 * listening emulator (its HTML holds the names the SDK reads), then `hydratePage` puts the same tree
 * over that HTML in happy-dom with a `fetch` that counts the requests: none is made, React keeps the
 * server's DOM nodes, and nothing reports a hydration mismatch. Two controls show the checks can
 * fail: a changed HTML is reported, and without the handed-over cache the browser makes requests.
 * (The server half runs here in the page's realm; `readme-server-rendering-node.test.tsx` runs it
 * on Node, with no `window`.)
 */
import { act, waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createVitrineClient, type VitrineClientOptions } from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";
import { type ReadmeModules, readmeModules } from "./support/readme-modules.ts";

const baseUrl = inject("emulatorUrl");
const PRODUCTS_QUERY = "/stores-reader/v1/products/query-platformized";

type Route = { page: "products" } | { page: "product"; slug: string };
interface ServerModule {
  renderPage(vitrine: VitrineClientOptions, route: Route): Promise<string>;
}
interface BrowserModule {
  hydratePage(vitrine: VitrineClientOptions, route: Route): Root;
}

let blocks: ReadmeModules;
let server: ServerModule;
let browser: BrowserModule;
let root: Root | undefined;
let stopWatching = () => {};

beforeAll(async () => {
  blocks = readmeModules("Server rendering");
  expect(blocks.names).toEqual(["shop-pages.tsx", "server.tsx", "browser.tsx"]);
  server = await blocks.load<ServerModule>("server.tsx");
  browser = await blocks.load<BrowserModule>("browser.tsx");
});
afterAll(() => blocks.remove());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  stopWatching();
  vi.restoreAllMocks();
});

/** A `fetch` that notes the path of every request it sends. */
function countingFetch() {
  const paths: string[] = [];
  const counting: typeof fetch = (input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return fetch(input, init);
  };
  return { paths, fetch: counting };
}

/** Collects what React reports while hydrating: console errors and warnings, and window errors. */
function watchReports() {
  const reported: unknown[] = [];
  const note = (...args: unknown[]) => void reported.push(args.map(String).join(" "));
  vi.spyOn(console, "error").mockImplementation(note);
  vi.spyOn(console, "warn").mockImplementation(note);
  const onError = (event: ErrorEvent) => note(event.error ?? event.message);
  window.addEventListener("error", onError);
  stopWatching = () => window.removeEventListener("error", onError);
  return reported;
}

/** Hydrates the page in the document, counting the browser's requests. */
async function hydrate(route: Route) {
  const requests = countingFetch();
  await act(async () => {
    root = browser.hydratePage({ baseUrl, clientId: DEMO_CLIENT_ID, fetch: requests.fetch }, route);
  });
  return requests.paths;
}

/** Lets timers and requests that hydration could have started begin. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Whether React took over this server-rendered node (it marks the nodes it hydrated). */
const hydrated = (node: Element | null) =>
  Object.keys(node ?? {}).some((key) => key.startsWith("__reactFiber"));

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((node) => node.textContent);

async function shopFirstPage() {
  const client = createVitrineClient({ baseUrl, clientId: DEMO_CLIENT_ID });
  return (await client.products.queryProducts().ascending("name").limit(12).find()).items;
}

describe("the README's server rendering", () => {
  it("renders the product list on the server, and hydrates it with no request and no mismatch", async () => {
    const names = (await shopFirstPage()).map((product) => product.name);
    expect(names).toHaveLength(12);
    const onServer = countingFetch();
    const html = await server.renderPage(
      { baseUrl, clientId: DEMO_CLIENT_ID, fetch: onServer.fetch },
      { page: "products" },
    );
    expect(onServer.paths).toContain(PRODUCTS_QUERY);
    document.body.innerHTML = html;
    expect(texts("#root li a")).toEqual(names);
    const firstItem = document.querySelector("#root li");

    const reported = watchReports();
    const requests = await hydrate({ page: "products" });
    await aMoment();
    expect(requests).toEqual([]);
    expect(reported).toEqual([]);
    expect(document.querySelector("#root li")).toBe(firstItem);
    expect(hydrated(firstItem)).toBe(true);
    expect(texts("#root li a")).toEqual(names);
  });

  it("renders a product page on the server, and hydrates it with no request and no mismatch", async () => {
    const [product] = await shopFirstPage();
    const onServer = countingFetch();
    const route: Route = { page: "product", slug: product?.slug ?? "" };
    const html = await server.renderPage({ baseUrl, clientId: DEMO_CLIENT_ID, fetch: onServer.fetch }, route);
    expect(onServer.paths).toContain(PRODUCTS_QUERY);
    document.body.innerHTML = html;
    expect(texts("#root h1")).toEqual([product?.name]);
    expect(texts("#root p")).toEqual([product?.priceData?.formatted?.price]);
    const heading = document.querySelector("#root h1");

    const reported = watchReports();
    const requests = await hydrate(route);
    await aMoment();
    expect(requests).toEqual([]);
    expect(reported).toEqual([]);
    expect(document.querySelector("#root h1")).toBe(heading);
    expect(hydrated(heading)).toBe(true);
  });

  it("control: HTML that differs from the browser's render is reported", async () => {
    const [product] = await shopFirstPage();
    const route: Route = { page: "product", slug: product?.slug ?? "" };
    document.body.innerHTML = await server.renderPage({ baseUrl, clientId: DEMO_CLIENT_ID }, route);
    const heading = document.querySelector("#root h1");
    if (heading) heading.textContent = "Not this product";

    const reported = watchReports();
    await hydrate(route);
    expect(reported.join("\n")).toMatch(/hydrat/i);
    expect(texts("#root h1")).toEqual([product?.name]);
  });

  it("control: without the handed-over cache the browser asks for the data", async () => {
    document.body.innerHTML = await server.renderPage(
      { baseUrl, clientId: DEMO_CLIENT_ID },
      { page: "products" },
    );
    const state = document.getElementById("vitrine-state");
    if (state) state.textContent = "{}";
    const firstItem = document.querySelector("#root li");

    watchReports(); // the answers arrive outside `act`: React says so
    const requests = await hydrate({ page: "products" });
    await waitFor(() => expect(requests).toContain(PRODUCTS_QUERY));
    await waitFor(() => expect(hydrated(firstItem)).toBe(true));
  });
});
