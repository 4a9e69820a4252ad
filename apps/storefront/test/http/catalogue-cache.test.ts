/**
 * The catalogue cache on its own, with a clock the test moves: a read loads once however many ask
 * at once, stays fresh for its time to live, is dropped by a purge of one of its tags (and kept
 * by a purge of others), is served stale when reloading fails within the stale window (and not
 * after it), is not kept when a purge overtook its load, and the least recently read entries go
 * first past the size limit.
 */
import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "../../src/http/catalogue-cache.ts";

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A load that counts its calls and answers `value()`, or fails while `failing` is set. */
function counted<T>(value: () => T) {
  const load = {
    calls: 0,
    failing: false,
    run: async () => {
      load.calls++;
      if (load.failing) throw new Error("API unreachable");
      return value();
    },
  };
  return load;
}

describe("the catalogue cache", () => {
  it("loads once for concurrent reads and serves the entry while fresh", async () => {
    const time = clock();
    const cache = createCatalogueCache({ ttlMs: 1_000, now: time.now });
    const load = counted(() => ({ id: "p1", price: 10 }));
    const read = { key: "product:tee", tags: () => ["product:p1"], load: load.run };
    const answers = await Promise.all([cache.read(read), cache.read(read), cache.read(read)]);
    expect(answers.map((a) => a.price)).toEqual([10, 10, 10]);
    expect(load.calls).toBe(1);
    time.advance(999);
    await cache.read(read);
    expect(load.calls).toBe(1);
    time.advance(1);
    await cache.read(read);
    expect(load.calls).toBe(2);
  });

  it("drops what a purge names by tag, and keeps the rest", async () => {
    const cache = createCatalogueCache();
    let price = 10;
    const tee = counted(() => ({ id: "p1", price }));
    const mug = counted(() => ({ id: "p2", price: 5 }));
    const teeRead = { key: "product:tee", tags: (p: { id: string }) => [`product:${p.id}`], load: tee.run };
    const mugRead = { key: "product:mug", tags: (p: { id: string }) => [`product:${p.id}`], load: mug.run };
    await cache.read(teeRead);
    await cache.read(mugRead);
    price = 12;
    expect(cache.purge(["product:p1"])).toBe(1);
    expect((await cache.read(teeRead)).price).toBe(12);
    await cache.read(mugRead);
    expect([tee.calls, mug.calls]).toEqual([2, 1]);
    cache.purgeAll();
    expect(cache.size).toBe(0);
  });

  it("serves an expired entry while reloading fails, within the stale window only", async () => {
    const time = clock();
    const cache = createCatalogueCache({ ttlMs: 1_000, staleIfErrorMs: 10_000, now: time.now });
    const load = counted(() => "page");
    const read = { key: "listing:shop", tags: () => ["listings"], load: load.run };
    await cache.read(read);
    load.failing = true;
    time.advance(5_000);
    await expect(cache.read(read)).resolves.toBe("page");
    time.advance(6_001);
    await expect(cache.read(read)).rejects.toThrow("API unreachable");
  });

  it("does not keep a load a purge overtook, but answers its caller", async () => {
    const cache = createCatalogueCache();
    let release: (value: string) => void = () => {};
    let calls = 0;
    const read = {
      key: "product:tee",
      tags: () => ["product:p1"],
      load: () => {
        calls++;
        return calls === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve("new");
      },
    };
    const first = cache.read(read);
    cache.purge(["product:p1"]);
    const second = cache.read(read);
    release("old");
    expect(await first).toBe("old");
    expect(await second).toBe("new");
    expect(await cache.read(read)).toBe("new");
    expect(calls).toBe(2);
  });

  it("drops the least recently read entries past its size", async () => {
    const cache = createCatalogueCache({ maxEntries: 2 });
    const reads = ["a", "b", "c"].map((key) => ({ key, tags: () => [], load: counted(() => key) }));
    const [a, b, c] = reads.map((r) => ({ key: r.key, tags: r.tags, load: r.load.run }));
    if (!a || !b || !c) throw new Error("three reads");
    await cache.read(a);
    await cache.read(b);
    await cache.read(a);
    await cache.read(c);
    expect(cache.size).toBe(2);
    await cache.read(a);
    await cache.read(b);
    expect(reads.map((r) => r.load.calls)).toEqual([1, 2, 1]);
  });
});
