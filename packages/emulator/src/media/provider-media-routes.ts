/**
 * The media host's paths, as the provider's image helpers build them from a
 * `wix:image://v1/{id}/…` reference (its `static.wixstatic.com` host, routed to
 * the emulator): `GET /media/{id}` and `GET /media/{id}/v1/{fill|fit|crop}/{params}/{fileName}`
 * (public). An uploaded file's id serves its stored bytes as uploaded (the size
 * parts accepted, not applied); any other id in the provider's character set
 * serves a generated PNG coloured by the id, at the size the path asks for
 * (1000×1000 without one), so every catalogue picture, cart thumbnail and
 * choice swatch the emulator names can be shown and measured. A bad size part
 * is a 400; an id with other characters a 404. A plain Fastify route (the
 * endpoint contract answers JSON only); `createApp` registers it with one call.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Database } from "../db/database.ts";
import { invalidField, notFound } from "../errors.ts";
import { MEDIA_ID_PATTERN } from "./media-id.ts";
import { loadMediaBytes } from "./media-store.ts";
import { type PictureSize, transformedSize } from "./media-transform.ts";
import { placeholderPng } from "./placeholder-png.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function serve(db: Database, reply: FastifyReply, id: string, rest: string) {
  if (!MEDIA_ID_PATTERN.test(id)) throw notFound("FILE_NOT_FOUND", "No such file.");
  let size: PictureSize;
  try {
    size = transformedSize(rest === "" ? [] : rest.split("/"));
  } catch (error) {
    throw invalidField("path", (error as Error).message);
  }
  const headers = {
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": "public, max-age=31536000, immutable",
  };
  const uploaded = UUID.test(id) ? await loadMediaBytes(db, id) : undefined;
  if (uploaded) {
    return reply.headers({ ...headers, "content-type": uploaded.mimeType }).send(Buffer.from(uploaded.bytes));
  }
  return reply
    .headers({ ...headers, "content-type": "image/png" })
    .send(placeholderPng(id, size.width, size.height));
}

/**
 * Registers `/media/{id}` and `/media/{id}/…` on `app`.
 *
 * @example
 * ```ts
 * registerProviderMedia(app, db);
 * ```
 */
export function registerProviderMedia(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>("/media/:id", (request, reply) =>
    serve(db, reply, request.params.id, ""),
  );
  app.get<{ Params: { id: string; "*": string } }>("/media/:id/*", (request, reply) =>
    serve(db, reply, request.params.id, request.params["*"]),
  );
}
