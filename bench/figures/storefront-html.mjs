/**
 * Figure 6, product page HTML: the time from sending `GET /product/:slug` (no cookies, a new
 * visitor) to the first byte of the streamed HTML that already holds the product's name, its price
 * and its main picture's URL (the body is read chunk by chunk until all three are in it), for a
 * product page the storefront server has not served before (its catalogue cache is cold for that
 * product; a new product per sample, from a store of 10 000 products), for the same product under
 * another address (`?pass=data`: its data from the server's catalogue cache, the page rendered) and
 * for the first address again (the finished page from the server's page cache), with the server's
 * CPU time per page. Every request goes over one keep-alive connection, so one of the server's
 * workers answers them all: the caches the passes fill are that worker's.
 */
import { Agent, request } from "node:http";
import { cpuMillis } from "../lib/process-cpu.mjs";
import { spread } from "../lib/stats.mjs";

/** The text of `value` as React writes it in HTML (text and attribute values). */
const escapeHtml = (value) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/**
 * What a product page must hold, read from the store's API with the merchant's key: the name, the
 * price as the page writes it (`formatted`, discounted when lower) and the main picture's URL;
 * `undefined` for a product without a picture.
 */
async function expectedContent(emulator, id) {
  const answer = await fetch(`${emulator.origin}/stores-reader/v1/products/${id}`, {
    headers: { authorization: emulator.apiKey, "wix-site-id": emulator.siteId },
  });
  const { product } = await answer.json();
  const image = product.media?.mainMedia?.image?.url;
  if (!image) return undefined;
  const price = product.priceData ?? product.price;
  const shown =
    price.discountedPrice !== undefined && price.discountedPrice < price.price
      ? price.formatted.discountedPrice
      : price.formatted.price;
  return { slug: product.slug, name: product.name, price: shown, image };
}

/**
 * One request of `path` through `agent`: milliseconds from sending it to the chunk that completes
 * `content` (each piece found as written or HTML-escaped), the status, and whether the whole body
 * held it.
 */
function timeToContent(agent, origin, path, content) {
  const pieces = [content.name, content.price, content.image];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte;
    let found;
    let body = "";
    const req = request(`${origin}${path}`, { agent }, (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        firstByte ??= performance.now() - started;
        body += chunk;
        if (found === undefined && pieces.every((p) => body.includes(p) || body.includes(escapeHtml(p))))
          found = performance.now() - started;
      });
      res.on("end", () => resolve({ status: res.statusCode, ms: found, firstByte }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * `{ products, uncached: { ms: spread, firstByte: spread, serverCpuMsPerPage, samples }, dataCached:
 * { … }, cached: { … } }`: `samples` products of the store with a picture (those of `emulator.slugs`
 * not generated), each requested once uncached, then each under another address (data cached, page
 * rendered), then each at its first address again (page cached), after `warmUp` requests
 * of generated products (not counted); `serverCpuMsPerPage` is the server's CPU time (its primary's
 * and its workers', `/proc/<pid>/stat`, 10 ms steps) over a pass ÷ its pages, which the machine's
 * load moves far less.
 * Rejects when a page answers other than 200 or lacks its content.
 *
 * @example
 * const html = await measureProductHtml({ emulator, storefront, samples: 30 });
 */
export async function measureProductHtml({ emulator, storefront, samples = 30, warmUp = 10 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const generated = emulator.slugs.filter((s) => s.startsWith("gen-"));
    for (let i = 0; i < warmUp; i += 1) {
      await timeToContent(agent, storefront.origin, `/product/${generated.at(-1 - i)}`, {
        name: "",
        price: "",
        image: "",
      });
    }
    const candidates = emulator.productIds.filter((_, i) => !emulator.slugs[i].startsWith("gen-"));
    const contents = [];
    for (const id of candidates) {
      if (contents.length === samples) break;
      const content = await expectedContent(emulator, id);
      if (content) contents.push(content);
    }
    // Every product once (uncached), then under another address (its data cached, its page not),
    // then at its first address again (the page cached), each pass with the server's CPU time
    // around it.
    const pass = async (query = "") => {
      const cpuBefore = cpuMillis(storefront.pid);
      const answers = [];
      for (const content of contents) {
        const path = `/product/${content.slug}${query}`;
        const answer = await timeToContent(agent, storefront.origin, path, content);
        if (answer.status !== 200 || answer.ms === undefined)
          throw new Error(
            `storefront: ${path} answered ${answer.status} without its name, price and picture`,
          );
        answers.push(answer);
      }
      return { answers, serverCpuMsPerPage: (cpuMillis(storefront.pid) - cpuBefore) / answers.length };
    };
    const uncached = await pass();
    const dataCached = await pass("?pass=data");
    const cached = await pass();
    const summary = ({ answers, serverCpuMsPerPage }) => ({
      ms: spread(answers.map((a) => a.ms)),
      firstByte: spread(answers.map((a) => a.firstByte)),
      serverCpuMsPerPage,
      samples: answers.map((a) => a.ms),
    });
    return {
      products: contents.length,
      uncached: summary(uncached),
      dataCached: summary(dataCached),
      cached: summary(cached),
    };
  } finally {
    agent.destroy();
  }
}
