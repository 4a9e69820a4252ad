/**
 * The store file of `vitrine-emulator export` and `start --seed-file`: the catalogue (v1 products
 * and collections as stored, merchant-only fields included), the members (without password
 * hashes unless asked), the webhook subscriptions and the data collections with their items, as
 * one JSON document. `parseStoreFile` checks a file's shape before anything is written.
 */
import type { CollectionDocument, ProductDocument } from "../catalog/model/product-document.ts";
import type { DataCollectionRecord } from "../data/data-store-file.ts";
import { isObject } from "../http/is-object.ts";
import type { IdentityStatus } from "../identity/identity-records.ts";
import { parseDataCollections } from "./store-file-data.ts";
import { StoreFileError } from "./store-file-error.ts";

/** The version of the store file format this emulator writes and reads. */
export const STORE_FILE_VERSION = 1;

/** A member as the store file holds it. */
export interface StoreFileMember {
  id: string;
  email: string;
  status: IdentityStatus;
  emailVerified: boolean;
  approvalPending: boolean;
  profile: Record<string, unknown>;
  additionalData: Record<string, unknown>;
  factors: unknown[];
  createdDate: string;
  updatedDate: string;
  /** The password's hash, only in files exported with `--with-password-hashes`. */
  passwordHash?: string;
}

/** A webhook subscription as the store file holds it. */
export interface StoreFileWebhook {
  url: string;
  /** The event types delivered; absent: every type. */
  eventTypes?: string[];
}

/** The whole store file. */
export interface StoreFile {
  format: "vitrine-store";
  version: typeof STORE_FILE_VERSION;
  products: ProductDocument[];
  collections: CollectionDocument[];
  members: StoreFileMember[];
  webhooks: StoreFileWebhook[];
  /** The Wix Data collections and their items (absent from older files: none). */
  dataCollections: DataCollectionRecord[];
}

const STATUSES: readonly IdentityStatus[] = ["PENDING", "ACTIVE", "DELETED", "BLOCKED", "OFFLINE"];

function list(file: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = file[key] ?? [];
  if (!Array.isArray(value) || !value.every(isObject))
    throw new StoreFileError(`"${key}" must be a list of objects`);
  return value;
}

function requireStrings(items: Record<string, unknown>[], key: string, fields: readonly string[]): void {
  items.forEach((item, index) => {
    for (const field of fields)
      if (typeof item[field] !== "string" || item[field] === "")
        throw new StoreFileError(`${key}[${index}].${field} must be a non-empty string`);
  });
}

function requireUnique(items: Record<string, unknown>[], key: string, field: string): void {
  const seen = new Set<unknown>();
  for (const item of items) {
    const value = typeof item[field] === "string" ? (item[field] as string).toLowerCase() : item[field];
    if (seen.has(value)) throw new StoreFileError(`${key}: ${field} ${String(item[field])} appears twice`);
    seen.add(value);
  }
}

/**
 * Parses and checks a store file's text; throws `StoreFileError` naming the first problem.
 *
 * @example
 * ```ts
 * const file = parseStoreFile(readFileSync("store.json", "utf8"));
 * file.products.length; // 60
 * ```
 */
export function parseStoreFile(text: string): StoreFile {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new StoreFileError(`not JSON: ${(error as Error).message}`);
  }
  if (!isObject(file) || file.format !== "vitrine-store")
    throw new StoreFileError('not a store file (no "format": "vitrine-store")');
  if (file.version !== STORE_FILE_VERSION)
    throw new StoreFileError(`version ${String(file.version)} is not ${STORE_FILE_VERSION}`);
  const products = list(file, "products");
  requireStrings(products, "products", ["id", "name", "slug", "numericId"]);
  for (const field of ["id", "slug", "numericId"]) requireUnique(products, "products", field);
  const collections = list(file, "collections");
  requireStrings(collections, "collections", ["id", "name", "slug"]);
  for (const field of ["id", "slug"]) requireUnique(collections, "collections", field);
  const members = list(file, "members");
  requireStrings(members, "members", ["id", "email", "status", "createdDate", "updatedDate"]);
  for (const field of ["id", "email"]) requireUnique(members, "members", field);
  members.forEach((member, index) => {
    if (!STATUSES.includes(member.status as IdentityStatus))
      throw new StoreFileError(`members[${index}].status must be one of ${STATUSES.join(", ")}`);
    if (member.passwordHash !== undefined && typeof member.passwordHash !== "string")
      throw new StoreFileError(`members[${index}].passwordHash must be a string`);
  });
  const webhooks = list(file, "webhooks");
  webhooks.forEach((webhook, index) => {
    const url =
      typeof webhook.url === "string" && URL.canParse(webhook.url) ? new URL(webhook.url) : undefined;
    if (url?.protocol !== "http:" && url?.protocol !== "https:")
      throw new StoreFileError(`webhooks[${index}].url must be an http(s) URL`);
    const types = webhook.eventTypes;
    if (types !== undefined && (!Array.isArray(types) || !types.every((t) => typeof t === "string")))
      throw new StoreFileError(`webhooks[${index}].eventTypes must be a list of event types`);
  });
  return {
    format: "vitrine-store",
    version: STORE_FILE_VERSION,
    products: products as unknown as ProductDocument[],
    collections: collections as unknown as CollectionDocument[],
    members: members as unknown as StoreFileMember[],
    webhooks: webhooks as unknown as StoreFileWebhook[],
    dataCollections: parseDataCollections(file),
  };
}
