/**
 * The Media Manager upload round trip on a real database: ask for an upload
 * URL, PUT an image's bytes to it, read them back from the file's URL; and
 * every refusal (visitor credential, bad mime type, wrong content type, too
 * large, wrong magic number, reused or expired token) leaves nothing stored.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";

/** A valid 1x1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestApp;
let clock = Date.parse("2026-01-01T00:00:00Z");

afterEach(() => t.close());

async function start() {
  clock = Date.parse("2026-01-01T00:00:00Z");
  t = await startTestApp({}, { now: () => clock });
}

async function uploadPath(body: Record<string, unknown> = { mimeType: "image/png", fileName: "dot.png" }) {
  const response = await t.inject({
    method: "POST",
    url: "/site-media/v1/files/generate-upload-url",
    headers: t.merchantHeaders,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { uploadUrl } = response.json() as { uploadUrl: string };
  expect(uploadUrl.startsWith(`${t.config.publicUrl}/_upload/`)).toBe(true);
  return new URL(uploadUrl).pathname;
}

function put(path: string, bytes: Buffer, contentType = "image/png") {
  return t.inject({ method: "PUT", url: path, headers: { "content-type": contentType }, payload: bytes });
}

async function storedFiles(): Promise<number> {
  const rows = await t.db.query<{ count: string }>("select count(*)::text as count from media_files");
  return Number(rows[0]?.count);
}

describe("media upload", () => {
  it("stores the bytes and serves them back unchanged from the file's URL", async () => {
    await start();
    const response = await put(await uploadPath(), PNG);
    expect(response.statusCode, response.body).toBe(200);
    const { file } = response.json() as { file: Record<string, string> };
    expect(file).toMatchObject({
      displayName: "dot.png",
      mediaType: "IMAGE",
      mimeType: "image/png",
      sizeInBytes: String(PNG.byteLength),
    });
    const url = new URL(file.url as string);
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(url.pathname).toBe(`/_media/${file.id}/dot.png`);
    const served = await t.inject({ method: "GET", url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
  });

  it("answers 404 for a file that does not exist", async () => {
    await start();
    const served = await t.inject({ method: "GET", url: "/_media/no-such-id/x.png" });
    expect(served.statusCode).toBe(404);
    expect(served.json()).toMatchObject({ details: { applicationError: { code: "FILE_NOT_FOUND" } } });
  });

  it("refuses a visitor's request for an upload URL", async () => {
    await start();
    const response = await t.inject({
      method: "POST",
      url: "/site-media/v1/files/generate-upload-url",
      headers: { authorization: await t.visitorToken() },
      payload: { mimeType: "image/png", fileName: "dot.png" },
    });
    expect(response.statusCode).toBe(403);
    const tokens = await t.db.query("select 1 from media_upload_tokens");
    expect(tokens).toHaveLength(0);
  });

  it("refuses a mime type that is not an accepted image, and a missing file name, with field violations", async () => {
    await start();
    const response = await t.inject({
      method: "POST",
      url: "/site-media/v1/files/generate-upload-url",
      headers: t.merchantHeaders,
      payload: { mimeType: "image/svg+xml" },
    });
    expect(response.statusCode).toBe(400);
    const fields = (
      response.json() as { details: { validationError: { fieldViolations: { field: string }[] } } }
    ).details.validationError.fieldViolations.map((violation) => violation.field);
    expect(fields).toEqual(["mimeType", "fileName"]);
  });

  it("refuses bytes sent with another content type than the one asked for, and keeps the token usable", async () => {
    await start();
    const path = await uploadPath();
    const refused = await put(path, PNG, "image/jpeg");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: { validationError: { fieldViolations: [{ field: "content-type" }] } },
    });
    expect(await storedFiles()).toBe(0);
    expect((await put(path, PNG)).statusCode).toBe(200);
  });

  it("refuses bytes that do not start with the format's magic number", async () => {
    await start();
    const response = await put(await uploadPath(), Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: { validationError: { fieldViolations: [{ field: "body" }] } },
    });
    expect(await storedFiles()).toBe(0);
  });

  it("refuses an upload over 10 MB with 413", async () => {
    await start();
    const large = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await put(await uploadPath(), large);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ details: { applicationError: { code: "PAYLOAD_TOO_LARGE" } } });
    expect(await storedFiles()).toBe(0);
  });

  it("accepts a token once: the second PUT gets 410", async () => {
    await start();
    const path = await uploadPath();
    expect((await put(path, PNG)).statusCode).toBe(200);
    const again = await put(path, PNG);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ details: { applicationError: { code: "UPLOAD_URL_EXPIRED" } } });
    expect(await storedFiles()).toBe(1);
  });

  it("answers 410 after 10 minutes and 404 for an unknown token", async () => {
    await start();
    const path = await uploadPath();
    clock += 10 * 60 * 1000;
    expect((await put(path, PNG)).statusCode).toBe(410);
    const unknown = await put("/_upload/not-a-token", PNG);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ details: { applicationError: { code: "UPLOAD_URL_NOT_FOUND" } } });
    expect(await storedFiles()).toBe(0);
  });
});
