/** `GET /_dev/mailbox?to=ADDRESS`: the dev mailbox as JSON (`{messages}`), newest first. */
import { invalidField } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { listMail } from "./mailbox.ts";

/** The mailbox endpoint (public: a development tool, like the whole emulator). */
export const mailboxEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/mailbox",
  access: "public",
  async handle({ payload, db }) {
    const to = payload.to;
    if (to !== undefined && typeof to !== "string") throw invalidField("to", "must be one address");
    return { messages: await listMail(db, to) };
  },
};
