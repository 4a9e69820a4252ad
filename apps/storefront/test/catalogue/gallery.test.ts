/**
 * The product gallery's URL and its server markup (React's server renderer in a memory router):
 * `picture=N` names an item from 1 to the count; a thumbnail's GET keeps the URL's other
 * parameters but the "added" notice; the server shows the item the URL asks for, else the
 * colour's picture, else the first, and its thumbnails are the submit buttons of a GET form of
 * the page.
 */
import type { MediaItem } from "@vitrine/sdk/catalog";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Gallery } from "../../src/components/product/gallery.tsx";
import { paramsKeptByThumbnails, pictureIn } from "../../src/components/product/gallery-params.ts";

const ITEMS: MediaItem[] = ["front", "back", "red"].map((id) => ({
  id,
  mediaType: "image",
  image: { url: `https://cdn.test/${id}.jpg`, width: 1000, height: 1000 },
}));

/** The gallery's markup at `url`, the red picture the chosen colour's when `red`. */
function markup(url: string, red = false): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [url] },
      createElement(Gallery, { items: ITEMS, name: "Tee", featured: red ? ITEMS[2] : undefined }),
    ),
  );
}

/** The attributes of each `<tag>` of `html`, by name (React orders them its own way). */
function attributesOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag} ([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries([...(match[1] ?? "").matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  );
}

/** The large picture's `src` and the pressed thumbnails' names. */
function shown(html: string) {
  return {
    main: /<div class="gallery__main"><img [^>]*?src="([^"]*)"/.exec(html)?.[1],
    pressed: attributesOf(html, "button")
      .filter((button) => button["aria-pressed"] === "true")
      .map((button) => button["aria-label"]),
  };
}

describe("the gallery's URL", () => {
  it("names an item by a whole number from 1 to the count", () => {
    const picture = (query: string) => pictureIn(new URLSearchParams(query), 3);
    expect(picture("picture=1")).toBe(0);
    expect(picture("picture=3")).toBe(2);
    for (const query of [
      "",
      "picture=0",
      "picture=4",
      "picture=-1",
      "picture=1.5",
      "picture=two",
      "picture=",
    ])
      expect(picture(query), query).toBeUndefined();
  });

  it("keeps the other parameters in a thumbnail's GET, but the picture and the added notice", () => {
    const kept = paramsKeptByThumbnails(new URLSearchParams("Size=M&picture=2&Color=Red&added=1&utm=x"));
    expect(kept).toEqual([
      ["Size", "M"],
      ["Color", "Red"],
      ["utm", "x"],
    ]);
  });
});

describe("Gallery on the server", () => {
  it("shows the item the URL asks for, else the chosen colour's picture, else the first", () => {
    expect(shown(markup("/product/tee?picture=2", true))).toEqual({
      main: "https://cdn.test/back.jpg",
      pressed: ["Picture 2 of 3"],
    });
    expect(shown(markup("/product/tee?picture=9&Color=Red", true))).toEqual({
      main: "https://cdn.test/red.jpg",
      pressed: ["Picture 3 of 3"],
    });
    expect(shown(markup("/product/tee?picture=9"))).toEqual({
      main: "https://cdn.test/front.jpg",
      pressed: ["Picture 1 of 3"],
    });
  });

  it("makes the thumbnails a GET form of the page, the URL's choices kept as hidden fields", () => {
    const html = markup("/product/tee?Size=M&Color=Red&picture=2&added=1", true);
    const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
    expect(attributesOf(form, "form")).toEqual([{ action: "/product/tee", method: "get" }]);
    expect(attributesOf(form, "input")).toEqual([
      { type: "hidden", name: "Size", value: "M" },
      { type: "hidden", name: "Color", value: "Red" },
    ]);
    expect(attributesOf(form, "button").map(({ type, name, value }) => ({ type, name, value }))).toEqual(
      ["1", "2", "3"].map((value) => ({ type: "submit", name: "picture", value })),
    );
  });
});
