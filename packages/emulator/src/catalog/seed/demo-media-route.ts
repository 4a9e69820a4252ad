/**
 * GET `/_media/{name}.svg` (public): the generated pictures the demo store's
 * media URLs point at. A plain Fastify route, since the endpoint contract
 * answers JSON only; `createApp` registers it with one call.
 */
import type { FastifyInstance } from "fastify";
import { placeholderSvg } from "./placeholder-image.ts";

/**
 * Serves `/_media/{name}.svg` as `image/svg+xml`, cacheable for a day; other names get 404.
 *
 * @example
 * ```ts
 * registerDemoMedia(app);
 * ```
 */
export function registerDemoMedia(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>("/_media/:file", async (request, reply) => {
    const match = /^([A-Za-z0-9._~-]{1,200})\.svg$/.exec(request.params.file);
    if (!match?.[1]) {
      return reply.code(404).send({
        message: "Not found",
        details: { applicationError: { code: "NOT_FOUND", description: "Not found", data: {} } },
      });
    }
    return reply
      .header("content-type", "image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .send(placeholderSvg(match[1]));
  });
}
