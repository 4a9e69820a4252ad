/**
 * The Media Manager's upload call (path of the provider's `@wix/media` files
 * module): `POST /site-media/v1/files/generate-upload-url` `{mimeType, fileName}`
 * → `{uploadUrl}` (merchant). The URL is on the emulator's public origin,
 * `/_upload/{token}`, single-use and valid 10 minutes; the PUT to it is a raw
 * route (see `uploaded-media-routes.ts`).
 */
import { type FieldViolation, ValidationFailure } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { IMAGE_MIME_TYPES, type ImageMimeType, isImageMimeType } from "./image-formats.ts";
import { createUploadToken } from "./media-store.ts";

/** Longest accepted file name, in characters. */
const FILE_NAME_MAX_LENGTH = 200;

function readUploadRequest(payload: Record<string, unknown>): { mimeType: ImageMimeType; fileName: string } {
  const violations: FieldViolation[] = [];
  const { mimeType, fileName } = payload;
  if (!isImageMimeType(mimeType)) {
    violations.push({
      field: "mimeType",
      description: `must be one of ${IMAGE_MIME_TYPES.join(", ")}`,
      violatedRule: "INVALID_ENUM_VALUE",
    });
  }
  if (typeof fileName !== "string" || fileName.trim() === "" || fileName.length > FILE_NAME_MAX_LENGTH) {
    violations.push({
      field: "fileName",
      description: `must be a non-empty string of at most ${FILE_NAME_MAX_LENGTH} characters`,
      violatedRule: "INVALID_VALUE",
    });
  } else if (/[/\\\p{Cc}]/u.test(fileName)) {
    violations.push({
      field: "fileName",
      description: "must not contain slashes or control characters",
      violatedRule: "INVALID_VALUE",
    });
  }
  if (violations.length > 0) throw new ValidationFailure(violations);
  return { mimeType: mimeType as ImageMimeType, fileName: fileName as string };
}

/** POST `/site-media/v1/files/generate-upload-url`: `{mimeType, fileName}` → `{uploadUrl}`. */
export const generateUploadUrl: Endpoint = {
  method: "POST",
  path: "/site-media/v1/files/generate-upload-url",
  access: "write",
  handle: async ({ payload, db, config, credentials }) => {
    const upload = readUploadRequest(payload);
    const token = await createUploadToken(db, upload, credentials.now());
    return { uploadUrl: new URL(`/_upload/${token}`, config.publicUrl).href };
  },
};

/** The Media Manager's JSON calls. */
export const mediaEndpoints: readonly Endpoint[] = [generateUploadUrl];
