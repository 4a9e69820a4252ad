/** The demo pictures route, on a bare Fastify instance. */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the demo media route
import { registerDemoMedia } from "../../../src/catalog/seed/demo-media-route.ts";

describe("GET /_media/{name}.svg", () => {
  it("serves a generated SVG and 404s other names", async () => {
    const app = Fastify();
    registerDemoMedia(app);
    const ok = await app.inject({ method: "GET", url: "/_media/linen-shirt-red.svg" });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/svg+xml");
    expect(ok.body).toContain(">L</text>");
    const missing = await app.inject({ method: "GET", url: "/_media/x.png" });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });
});
