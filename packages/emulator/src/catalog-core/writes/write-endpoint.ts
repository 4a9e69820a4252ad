/**
 * What a catalogue write handler uses of the endpoint contract: the payload,
 * the caller, the database and the config (nothing of the HTTP layer), so
 * handlers run the same under `createApp` and when called directly.
 */
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";

/** The part of {@link EndpointInput} catalogue writes read. */
export type WriteInput = Pick<EndpointInput, "payload" | "principal" | "db" | "config" | "credentials">;

/** A catalogue write endpoint: merchant or app credentials only. */
export interface WriteEndpoint extends Omit<Endpoint, "handle" | "access"> {
  access: "write";
  handle(input: WriteInput): Promise<unknown>;
}
