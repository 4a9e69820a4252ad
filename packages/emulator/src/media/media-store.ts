/**
 * The Media Manager's tables: single-use upload tokens (kept as sha-256
 * hashes) and the uploaded files with their bytes.
 */
import { randomUUID } from "node:crypto";
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { Queryable } from "../db/database.ts";
import type { ImageMimeType } from "./image-formats.ts";

/** How long an upload URL stays valid. */
export const UPLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

/** An upload token's row. */
export interface UploadTokenRow {
  mime_type: ImageMimeType;
  file_name: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A stored file, without its bytes. */
export interface MediaFileRow {
  id: string;
  display_name: string;
  mime_type: string;
  size_in_bytes: number;
}

/** Creates a token for one upload of `fileName` as `mimeType`, valid from `now` for 10 minutes; returns the token. */
export async function createUploadToken(
  db: Queryable,
  upload: { mimeType: ImageMimeType; fileName: string },
  now: number,
): Promise<string> {
  const token = randomSecret();
  await db.query(
    "insert into media_upload_tokens (token_hash, mime_type, file_name, expires_at) values ($1, $2, $3, $4)",
    [sha256Hex(token), upload.mimeType, upload.fileName, new Date(now + UPLOAD_TOKEN_TTL_MS)],
  );
  return token;
}

/** The token's row, locked until the transaction ends; undefined when unknown. */
export async function lockUploadToken(tx: Queryable, token: string): Promise<UploadTokenRow | undefined> {
  const rows = await tx.query<UploadTokenRow>(
    "select mime_type, file_name, expires_at, used_at from media_upload_tokens where token_hash = $1 for update",
    [sha256Hex(token)],
  );
  return rows[0];
}

/** Stores the uploaded bytes and marks the token used, in the caller's transaction. */
export async function storeUpload(
  tx: Queryable,
  token: string,
  file: { displayName: string; mimeType: ImageMimeType; bytes: Uint8Array },
  now: number,
): Promise<MediaFileRow> {
  await tx.query("update media_upload_tokens set used_at = $2 where token_hash = $1", [
    sha256Hex(token),
    new Date(now),
  ]);
  const rows = await tx.query<MediaFileRow>(
    `insert into media_files (id, display_name, mime_type, size_in_bytes, bytes, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id, display_name, mime_type, size_in_bytes`,
    [randomUUID(), file.displayName, file.mimeType, file.bytes.byteLength, file.bytes, new Date(now)],
  );
  const row = rows[0];
  if (!row) throw new Error("insert into media_files returned no row");
  return row;
}

/** A stored file's content type and bytes; undefined when unknown. */
export async function loadMediaBytes(
  db: Queryable,
  id: string,
): Promise<{ mimeType: string; bytes: Uint8Array } | undefined> {
  const rows = await db.query<{ mime_type: string; bytes: Uint8Array }>(
    "select mime_type, bytes from media_files where id = $1",
    [id],
  );
  const row = rows[0];
  return row && { mimeType: row.mime_type, bytes: row.bytes };
}
