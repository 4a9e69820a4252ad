/** @vitrine/emulator: the local server of the provider's protocol. */
export { type CreateAppOptions, createApp } from "./app.ts";
export {
  defaultConfig,
  type EmulatorConfig,
  type MemberPolicy,
  type OAuthClientConfig,
  type SentMail,
} from "./config.ts";
export type { Database, Queryable } from "./db/database.ts";
export { type DatabaseLocation, openDatabase } from "./db/open-database.ts";
export {
  ApplicationFailure,
  type FieldViolation,
  invalidField,
  notFound,
  StandardFailure,
  ValidationFailure,
} from "./errors.ts";
export type { Access, Endpoint, EndpointInput, Principal } from "./http/endpoint.ts";
export { SerializedJson } from "./http/serialized-json.ts";
export { EMULATOR_VERSION } from "./version.ts";
