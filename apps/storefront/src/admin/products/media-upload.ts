/**
 * Uploading an image through the Media Manager: ask for an upload URL
 * (`POST /site-media/v1/files/generate-upload-url`, merchant key), PUT the file's bytes to it,
 * and get back the stored file with its URL. The call is defined here, not in `@vitrine/sdk`,
 * since the SDK does not cover the media module.
 */
import { createClient, defineCall } from "@vitrine/sdk";
import type { AdminClient } from "../session/admin-client.ts";

/** A file the Media Manager stored. */
export interface UploadedFile {
  id: string;
  displayName: string;
  /** Where the file is served from. */
  url: string;
  mediaType: string;
  mimeType: string;
  sizeInBytes: string;
}

/**
 * A single-use URL to PUT one file of `mimeType` named `fileName` to.
 *
 * @example
 * ```ts
 * const media = createClient({ baseUrl, modules: { media: { generateUploadUrl } }, auth: ApiKeyStrategy(key) });
 * const url = await media.media.generateUploadUrl("image/png", "dot.png");
 * ```
 */
export const generateUploadUrl = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/site-media/v1/files/generate-upload-url",
  request: (mimeType: string, fileName: string) => ({ body: { mimeType, fileName } }),
  response: (wire: { uploadUrl: string }) => wire.uploadUrl,
});

/** The sentence an upload's error envelope carries, or the status when it has none. */
async function uploadFailure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => undefined)) as
    | { message?: string; details?: { applicationError?: { description?: string } } }
    | undefined;
  const description = body?.details?.applicationError?.description ?? body?.message;
  return new Error(description || `The upload failed (HTTP ${response.status}).`);
}

/**
 * Uploads `file` with the merchant client's key and resolves the stored file.
 *
 * @example
 * ```ts
 * const { url } = await uploadImage(admin, input.files[0]);
 * await admin.products.addProductMedia(productId, [{ url }]);
 * ```
 */
export async function uploadImage(admin: AdminClient, file: File): Promise<UploadedFile> {
  const media = createClient({
    baseUrl: admin.baseUrl,
    modules: { media: { generateUploadUrl } },
    auth: admin.auth,
  });
  const uploadUrl = await media.media.generateUploadUrl(file.type, file.name);
  const response = await fetch(uploadUrl, {
    method: "PUT",
    headers: { "content-type": file.type },
    body: file,
  });
  if (!response.ok) throw await uploadFailure(response);
  return ((await response.json()) as { file: UploadedFile }).file;
}
