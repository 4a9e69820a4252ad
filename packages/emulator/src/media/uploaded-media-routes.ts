/**
 * The Media Manager's raw routes (the endpoint contract answers JSON only):
 * - `PUT /_upload/{token}` with an image's bytes → `{file}`: the content type must
 *   be the one the upload URL was asked for, the bytes at most 10 MB and starting
 *   with that format's magic number; the token then counts as used. Unknown token:
 *   404; used or expired: 410. On any failure nothing is stored.
 * - `GET /_media/{id}/{fileName}` (public): the stored bytes, with their content
 *   type, never sniffed or run as a document, cacheable for a year (ids never change).
 * `createApp` registers them with one call.
 */
import type { FastifyInstance } from "fastify";
import type { Credentials } from "../auth/credentials.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { ApplicationFailure, invalidField, notFound } from "../errors.ts";
import { hasMagicNumber } from "./image-formats.ts";
import { loadMediaBytes, lockUploadToken, type MediaFileRow, storeUpload } from "./media-store.ts";

/** Largest accepted upload, in bytes. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** What the routes need. */
export interface MediaRoutesContext {
  db: Database;
  config: EmulatorConfig;
  credentials: Credentials;
}

/** The URL a stored file is served from. */
function mediaUrl(config: EmulatorConfig, file: MediaFileRow): string {
  return new URL(`/_media/${file.id}/${encodeURIComponent(file.display_name)}`, config.publicUrl).href;
}

const uploadNotFound = () => notFound("UPLOAD_URL_NOT_FOUND", "This upload URL is unknown.");
const uploadGone = () =>
  new ApplicationFailure(410, "UPLOAD_URL_EXPIRED", "This upload URL is used or expired.");

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Registers the upload and media routes on `app`. */
export function registerMediaRoutes(
  app: FastifyInstance,
  { db, config, credentials }: MediaRoutesContext,
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: UPLOAD_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.put<{ Params: { token: string }; Body: Buffer | undefined }>(
      "/_upload/:token",
      { bodyLimit: UPLOAD_LIMIT_BYTES },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const contentType = mediaTypeOf(request.headers["content-type"]);
        const now = credentials.now();
        const file = await db.transaction(async (tx) => {
          const token = await lockUploadToken(tx, request.params.token);
          if (!token) throw uploadNotFound();
          if (token.used_at !== null || token.expires_at.getTime() <= now) throw uploadGone();
          if (contentType !== token.mime_type) {
            throw invalidField("content-type", `must be ${token.mime_type}, as asked for the upload URL`);
          }
          if (!hasMagicNumber(bytes, token.mime_type)) {
            throw invalidField("body", `must start with the ${token.mime_type} magic number`);
          }
          return storeUpload(
            tx,
            request.params.token,
            { displayName: token.file_name, mimeType: token.mime_type, bytes },
            now,
          );
        });
        return {
          file: {
            id: file.id,
            displayName: file.display_name,
            url: mediaUrl(config, file),
            mediaType: "IMAGE",
            mimeType: file.mime_type,
            sizeInBytes: String(file.size_in_bytes),
          },
        };
      },
    );
  });
  app.get<{ Params: { id: string; fileName: string } }>("/_media/:id/:fileName", async (request, reply) => {
    const file = await loadMediaBytes(db, request.params.id);
    if (!file) throw notFound("FILE_NOT_FOUND", "No such file.");
    return reply
      .header("content-type", file.mimeType)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(Buffer.from(file.bytes));
  });
}
