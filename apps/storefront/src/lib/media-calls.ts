/**
 * The Media Manager's upload call (`POST /site-media/v1/files/generate-upload-url`, merchant key)
 * as an SDK call. The SDK does not cover the media module, so it lives here; the dashboard's client
 * binds it (`admin-calls.ts`).
 */
import { defineCall } from "@vitrine/sdk";

/**
 * A single-use URL to PUT one file of `mimeType` named `fileName` to.
 *
 * @example
 * ```ts
 * const admin = await createAdminClient(credentials);
 * const url = await admin.media.generateUploadUrl("image/png", "dot.png");
 * ```
 */
export const generateUploadUrl = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/site-media/v1/files/generate-upload-url",
  request: (mimeType: string, fileName: string) => ({ body: { mimeType, fileName } }),
  response: (wire: { uploadUrl: string }) => wire.uploadUrl,
});
