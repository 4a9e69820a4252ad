/**
 * Uploading an image through the Media Manager: ask for an upload URL (the dashboard client's
 * `media.generateUploadUrl`, see `lib/media-calls.ts`), PUT the file's bytes to it, and get back
 * the stored file with its URL. A refused upload throws the SDK's error for the answer's envelope
 * (`toApiError`), as any other call does.
 */
import { type ErrorEnvelope, toApiError } from "@vitrine/sdk";
import type { AdminClient } from "../api.ts";

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
 * Uploads `file` with the merchant client's key and resolves the stored file; rejects with the
 * SDK's `ValidationError` or `ApplicationError` when the Media Manager refuses it.
 *
 * @example
 * ```ts
 * const { url } = await uploadImage(admin, input.files[0]);
 * await admin.products.addProductMedia(productId, [{ url }]);
 * ```
 */
export async function uploadImage(admin: AdminClient, file: File): Promise<UploadedFile> {
  const uploadUrl = await admin.media.generateUploadUrl(file.type, file.name);
  const response = await fetch(uploadUrl, {
    method: "PUT",
    headers: { "content-type": file.type },
    body: file,
  });
  if (!response.ok) {
    // An unreadable body counts as none; `toApiError` ignores bodies that are not envelopes.
    const envelope = (await response.json().catch(() => undefined)) as ErrorEnvelope | undefined;
    const requestId = response.headers.get("x-wix-request-id") ?? undefined;
    const statusText = response.statusText || `The upload failed (HTTP ${response.status}).`;
    throw toApiError(response.status, envelope, requestId, statusText);
  }
  return ((await response.json()) as { file: UploadedFile }).file;
}
