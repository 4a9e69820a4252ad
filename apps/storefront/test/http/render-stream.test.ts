/**
 * The server's render stream (`src/app/render-stream.ts`) with React DOM's real renderer: a page
 * rendered in one flush reaches the response as one chunk however many 4 KB pieces React DOM
 * wrote, the page cache's observer sees exactly what the body holds, a body whose reader lags
 * holds the render back until it reads, and a body the client stops reading stops the render.
 */
import { createElement, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderStream } from "../../src/app/render-stream.ts";

/** A page of `paragraphs` paragraphs of 1 000 characters each. */
function page(paragraphs: number) {
  return createElement(
    "main",
    null,
    Array.from({ length: paragraphs }, (_, i) => createElement("p", { key: i }, `${i}`.padEnd(1_000, "x"))),
  );
}

/** Every chunk of `body`, in order. */
async function chunksOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks;
}

describe("renderStream", () => {
  it("hands a page rendered in one flush to the response as one chunk, and the observer the same", async () => {
    const seen: Uint8Array[] = [];
    let ended = 0;
    const { destination, body } = renderStream({
      onChunk: (chunk) => seen.push(chunk),
      onEnd: () => ended++,
    });
    let writes = 0;
    const write = destination.write.bind(destination);
    destination.write = ((...args: Parameters<typeof write>) => {
      writes++;
      return write(...args);
    }) as typeof destination.write;
    const { pipe } = renderToPipeableStream(page(40), { onShellReady: () => pipe(destination) });
    const chunks = await chunksOf(body);
    const html = Buffer.concat(chunks).toString("utf8");
    expect(writes).toBeGreaterThan(5);
    expect(chunks).toHaveLength(1);
    expect(html).toMatch(/^<main><p>0x+<\/p>/);
    expect(html.match(/<p>/g)).toHaveLength(40);
    expect(Buffer.concat(seen).toString("utf8")).toBe(html);
    expect(ended).toBe(1);
  });

  it("holds the render back while the body's reader has not taken the last flush", async () => {
    const seen: string[] = [];
    let secondFlush!: () => void;
    const flushedTwice = new Promise<void>((resolve) => {
      secondFlush = resolve;
    });
    const { destination, body } = renderStream({
      onChunk: (chunk) => {
        seen.push(Buffer.from(chunk).toString("utf8"));
        if (seen.length === 2) secondFlush();
      },
    });
    let ready = false;
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    function Part({ name }: { name: string }) {
      if (!ready) throw loaded;
      return createElement("p", null, `part ${name}`.padEnd(2_000, "x"));
    }
    const parts = ["a", "b", "c"].map((name) =>
      createElement(Suspense, { key: name, fallback: "…" }, createElement(Part, { name })),
    );
    const { pipe } = renderToPipeableStream(createElement("main", null, parts), {
      onShellReady: () => pipe(destination),
    });
    // The shell is in the body, unread; the three parts finish together.
    while (seen.length === 0) await new Promise((resolve) => setImmediate(resolve));
    ready = true;
    release();
    await flushedTwice;
    // React DOM writes one part, is told to wait, and stops there.
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toContain("part a");
    expect(seen[1]).not.toContain("part b");
    // Reading lets it go on: the whole page arrives, every part once.
    const html = Buffer.concat(await chunksOf(body)).toString("utf8");
    for (const name of ["a", "b", "c"]) expect(html.split(`part ${name}`)).toHaveLength(2);
    expect(html).toBe(seen.join(""));
  });

  it("stops the render when the response's reader cancels", async () => {
    const { destination, body } = renderStream();
    const never = new Promise<never>(() => undefined);
    function Pending(): never {
      throw never;
    }
    const stopped = new Promise<unknown>((resolve) => {
      const { pipe } = renderToPipeableStream(
        createElement("main", null, createElement(Suspense, { fallback: "…" }, createElement(Pending))),
        { onShellReady: () => pipe(destination), onError: resolve },
      );
    });
    const reader = body.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("<main>");
    await reader.cancel();
    expect(destination.destroyed).toBe(true);
    expect(String(await stopped)).toMatch(/closed early/);
  });
});
