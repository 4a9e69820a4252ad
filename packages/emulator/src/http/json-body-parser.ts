/**
 * The only body format accepted: JSON (`application/json`, any parameters).
 * An empty body is `{}`; malformed JSON is a 400 validation error. Other content
 * types get the framework's 415; bodies over the limit its 413.
 */
import type { FastifyInstance } from "fastify";
import { invalidField } from "../errors.ts";

/** Replaces the default parsers with a JSON-only parser (empty body → `{}`). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(invalidField("body", "is not valid JSON", "FORMAT"), undefined);
    }
  });
}
