/**
 * The provider's media path on the emulator: `/media/{id}` with and without the size and crop
 * parts the provider's image helpers append. A generated picture is a valid PNG (its rows inflate
 * to exactly the size its header states) at the size asked for; an uploaded file's id serves the
 * uploaded bytes; a bad size part is a 400 and an id with characters outside the provider's set a
 * 404.
 */
import { inflateSync } from "node:zlib";
import { pngSize } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines the demo media ids
import { demoMediaId } from "../../src/media/media-id.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

/** A valid 1x1 transparent PNG. */
const DOT = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The concatenated IDAT data of a PNG, inflated. */
function pixelRows(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("ascii", at + 4, at + 8) === "IDAT") parts.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  return inflateSync(Buffer.concat(parts));
}

describe("GET /media/{id}", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const get = (url: string) => t.inject({ method: "GET", url });
  const id = demoMediaId("linen-shirt");

  it("serves a generated picture as a 1000×1000 PNG that decodes, the same every time", async () => {
    const reply = await get(`/media/${id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/png");
    expect(reply.headers["cache-control"]).toContain("immutable");
    expect(pngSize(reply.rawPayload)).toEqual({ width: 1000, height: 1000 });
    expect(pixelRows(reply.rawPayload).length).toBe(1001 * 1000);
    expect((await get(`/media/${id}`)).rawPayload.equals(reply.rawPayload)).toBe(true);
  });

  it("renders the size the helpers' fill, crop and fit parts ask for", async () => {
    const fill = await get(
      `/media/${id}/v1/fill/w_300,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/shirt.jpg`,
    );
    expect(fill.statusCode).toBe(200);
    expect(pngSize(fill.rawPayload)).toEqual({ width: 300, height: 200 });
    expect(pixelRows(fill.rawPayload).length).toBe(301 * 200);
    const crop = await get(`/media/${id}/v1/crop/x_10,y_20,w_100,h_80/fill/w_50,h_40,al_c,q_85/shirt.jpg`);
    expect(pngSize(crop.rawPayload)).toEqual({ width: 50, height: 40 });
    const cropOnly = await get(`/media/${id}/v1/crop/x_10,y_20,w_64,h_48/shirt.jpg`);
    expect(pngSize(cropOnly.rawPayload)).toEqual({ width: 64, height: 48 });
    const fit = await get(`/media/${id}/v1/fit/w_500,h_120,q_90/shirt.jpg`);
    expect(pngSize(fit.rawPayload)).toEqual({ width: 120, height: 120 });
  });

  it("serves an uploaded file's bytes under its id, with or without a size part", async () => {
    const asked = await t.inject({
      method: "POST",
      url: "/site-media/v1/files/generate-upload-url",
      headers: t.merchantHeaders,
      payload: { mimeType: "image/png", fileName: "dot.png" },
    });
    const { uploadUrl } = asked.json() as { uploadUrl: string };
    const put = await t.inject({
      method: "PUT",
      url: new URL(uploadUrl).pathname,
      headers: { "content-type": "image/png" },
      payload: DOT,
    });
    const { file } = put.json() as { file: { id: string } };
    for (const path of [`/media/${file.id}`, `/media/${file.id}/v1/fill/w_10,h_10/dot.png`]) {
      const served = await get(path);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(DOT)).toBe(true);
    }
  });

  it("refuses a size part it cannot read with 400 and a foreign id with 404", async () => {
    for (const path of [
      `/media/${id}/v1/fill/w_0,h_10/x.jpg`,
      `/media/${id}/v1/fill/w_9000,h_10/x.jpg`,
      `/media/${id}/v1/fill/h_10/x.jpg`,
      `/media/${id}/v2/fill/w_10,h_10/x.jpg`,
      `/media/${id}/v1/blur/w_10,h_10/x.jpg`,
      `/media/${id}/v1/fill/w_10,h_10`,
    ]) {
      const reply = await get(path);
      expect([path, reply.statusCode]).toEqual([path, 400]);
      expect(reply.json()).toMatchObject({
        details: { validationError: { fieldViolations: [{ field: "path" }] } },
      });
    }
    const foreign = await get("/media/a%20b");
    expect(foreign.statusCode).toBe(404);
  });
});
