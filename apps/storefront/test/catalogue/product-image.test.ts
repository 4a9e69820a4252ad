/**
 * `ProductImage` as markup (rendered with React's server renderer): a picture on the store's
 * media host offers its scaled copies in a `srcset`, the sizes the API gives of another become
 * one, each with the slot's `sizes`; an eager picture is fetched at high priority; pictures load lazily with their width and height,
 * a video shows its poster (never one of its own video files), and no picture is a placeholder.
 */
import type { MediaItem } from "@vitrine/sdk/catalog";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductImage } from "../../src/components/product/product-image.tsx";

const SIZES = "(max-width: 480px) 50vw, 300px";

function markup(item: MediaItem | undefined, eager = false): string {
  return renderToStaticMarkup(createElement(ProductImage, { item, alt: "Tee", sizes: SIZES, eager }));
}

/**
 * The attributes of the markup's `<img>`, by lower-case name (HTML ignores their case). React may
 * put a `<link rel="preload">` for an eager picture before it.
 */
function attributes(html: string): Record<string, string> {
  const start = html.indexOf("<img");
  const tag = start < 0 ? "" : html.slice(start, html.indexOf(">", start));
  return Object.fromEntries(
    [...tag.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [(m[1] ?? "").toLowerCase(), m[2] ?? ""]),
  );
}

describe("ProductImage", () => {
  it("offers the image's sizes in a srcset, largest first, with the slot's sizes", () => {
    const img = attributes(
      markup({
        id: "m1",
        mediaType: "image",
        image: { url: "https://cdn.test/tee.jpg", width: 1000, height: 1200 },
        thumbnail: { url: "https://cdn.test/tee-thumb.jpg", width: 50, height: 60 },
      }),
    );
    expect(img).toMatchObject({
      src: "https://cdn.test/tee.jpg",
      srcset: "https://cdn.test/tee.jpg 1000w, https://cdn.test/tee-thumb.jpg 50w",
      sizes: SIZES,
      width: "1000",
      height: "1200",
      loading: "lazy",
      alt: "Tee",
    });
  });

  it("offers scaled copies of a picture on the store's media host, and fetches an eager one first", () => {
    const url = "http://127.0.0.1:4000/media/tee-red";
    const img = attributes(
      markup(
        {
          mediaType: "image",
          image: { url, width: 1000, height: 800 },
          thumbnail: { url, width: 50, height: 40 },
        },
        true,
      ),
    );
    expect(img).toMatchObject({
      src: url,
      srcset: [
        `${url}/v1/fit/w_240,h_192/tee-red 240w`,
        `${url}/v1/fit/w_360,h_288/tee-red 360w`,
        `${url}/v1/fit/w_480,h_384/tee-red 480w`,
        `${url}/v1/fit/w_720,h_576/tee-red 720w`,
        `${url}/v1/fit/w_960,h_768/tee-red 960w`,
        `${url} 1000w`,
      ].join(", "),
      sizes: SIZES,
      width: "1000",
      height: "800",
      loading: "eager",
      fetchpriority: "high",
    });
  });

  it("leaves srcset and sizes out when there is one size, and loads eagerly when asked", () => {
    const img = attributes(
      markup(
        {
          mediaType: "image",
          image: { url: "http://127.0.0.1:4000/_media/tee.svg", width: 1000, height: 1000 },
          thumbnail: { url: "http://127.0.0.1:4000/_media/tee.svg", width: 50, height: 50 },
        },
        true,
      ),
    );
    expect(img.srcset).toBeUndefined();
    expect(img.sizes).toBeUndefined();
    expect(img.loading).toBe("eager");
  });

  it("shows a video's poster, but not a thumbnail that is the video itself", () => {
    const video = { files: [{ url: "https://cdn.test/clip.mp4", width: 1280, height: 720 }] };
    const poster = attributes(
      markup({
        mediaType: "video",
        video,
        thumbnail: { url: "https://cdn.test/clip-poster.jpg", width: 640, height: 360 },
      }),
    );
    expect(poster).toMatchObject({ src: "https://cdn.test/clip-poster.jpg", width: "640", height: "360" });
    expect(poster.srcset).toBeUndefined();

    const itself = markup({ mediaType: "video", video, thumbnail: { url: "https://cdn.test/clip.mp4" } });
    expect(itself).not.toContain("<img");
    expect(itself).toContain("product-image--empty");
  });

  it("is a placeholder hidden from screen readers when there is no picture", () => {
    expect(markup(undefined)).toBe(
      '<div class="product-image product-image--empty " aria-hidden="true"></div>',
    );
  });
});
