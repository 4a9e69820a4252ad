/**
 * The console's files: `GET /_dev/` answers the console's page and
 * `GET /_dev/console/NAME` its script modules (built by `tsc -b` from
 * `console/src` into `console/dist`) and style sheet (`console/public`). Every
 * answer carries a strict Content-Security-Policy (scripts, styles and calls
 * from the emulator's own origin only, nothing inline, no framing), its exact
 * content type and `nosniff`. Without a build the page says how to make one.
 */
import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ApplicationFailure, notFound } from "../errors.ts";

/** The console's Content-Security-Policy. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const CONSOLE_ROOT = new URL("../../console/", import.meta.url);
const BUILT = new URL("dist/", CONSOLE_ROOT);
const PUBLIC = new URL("public/", CONSOLE_ROOT);
const FILE_NAME = /^[a-z][a-z0-9-]*\.(js|css)$/;
const CONTENT_TYPES = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
} as const;

function send(reply: FastifyReply, kind: keyof typeof CONTENT_TYPES, body: Buffer): FastifyReply {
  return reply
    .header("content-type", CONTENT_TYPES[kind])
    .header("content-security-policy", CONSOLE_CSP)
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .send(body);
}

async function readOrUndefined(url: URL): Promise<Buffer | undefined> {
  try {
    return await readFile(url);
  } catch {
    return undefined;
  }
}

/** Registers the console's page and files on `app`. */
export function registerConsoleAssets(app: FastifyInstance): void {
  app.get("/_dev", (_request, reply) => reply.redirect("/_dev/", 308));
  app.get("/_dev/", async (_request, reply) => {
    const page = await readOrUndefined(new URL("index.html", PUBLIC));
    const script = await readOrUndefined(new URL("main.js", BUILT));
    if (page === undefined || script === undefined)
      throw new ApplicationFailure(
        503,
        "CONSOLE_NOT_BUILT",
        "The console is not built: run `npx tsc -b` at the repository's root (npm start and npm test do).",
      );
    return send(reply, "html", page);
  });
  app.get<{ Params: { file: string } }>("/_dev/console/:file", async (request, reply) => {
    const { file } = request.params;
    const match = FILE_NAME.exec(file);
    const kind = match?.[1] as "js" | "css" | undefined;
    const body = kind && (await readOrUndefined(new URL(file, kind === "js" ? BUILT : PUBLIC)));
    if (!kind || body === undefined)
      throw notFound("CONSOLE_FILE_NOT_FOUND", `The console has no file ${JSON.stringify(file)}.`);
    return send(reply, kind, body);
  });
}
