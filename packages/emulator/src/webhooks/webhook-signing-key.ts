/**
 * The webhook signing key: one RSA 2048 key pair, kept in `signing_keys` with
 * purpose `webhook`, so every emulator process on one database signs with it
 * and receivers configure its public key once. The first process to need it
 * creates it (insert … on conflict do nothing, then read the row: safe when
 * several start at once). The key never changes, so it is cached per database.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type JsonWebKey,
  type KeyObject,
} from "node:crypto";
import { promisify } from "node:util";
import type { Queryable } from "../db/database.ts";

const generateRsaKeyPair = promisify(generateKeyPair);

const PURPOSE = "webhook";
/** The kid of the webhook key; a rotation would add `webhook-2`. */
const KID = "webhook-1";
/** The algorithm webhook tokens are signed with. */
export const WEBHOOK_JWT_ALGORITHM = "RS256";

/** The webhook key pair, with its public half in the forms receivers take. */
export interface WebhookKey {
  kid: string;
  privateKey: KeyObject;
  /** SPKI PEM (`-----BEGIN PUBLIC KEY-----`). */
  publicPem: string;
  /** The public key as a JWK, with `kid`, `alg: "RS256"` and `use: "sig"`. */
  publicJwk: JsonWebKey;
}

interface KeyRow {
  kid: string;
  private_pem: string;
  public_jwk: JsonWebKey;
}

const cache = new WeakMap<Queryable, Promise<WebhookKey>>();

function fromRow(row: KeyRow): WebhookKey {
  const publicKey = createPublicKey({ key: row.public_jwk, format: "jwk" });
  return {
    kid: row.kid,
    privateKey: createPrivateKey(row.private_pem),
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    publicJwk: { ...row.public_jwk, kid: row.kid, alg: WEBHOOK_JWT_ALGORITHM, use: "sig" },
  };
}

async function read(db: Queryable): Promise<WebhookKey | undefined> {
  const [row] = await db.query<KeyRow>(
    "select kid, private_pem, public_jwk from signing_keys where purpose = $1 and alg = $2 order by created_at desc, kid desc limit 1",
    [PURPOSE, WEBHOOK_JWT_ALGORITHM],
  );
  return row ? fromRow(row) : undefined;
}

async function loadOrCreate(db: Queryable): Promise<WebhookKey> {
  const existing = await read(db);
  if (existing) return existing;
  const { privateKey, publicKey } = await generateRsaKeyPair("rsa", { modulusLength: 2048 });
  await db.query(
    "insert into signing_keys (kid, purpose, alg, private_pem, public_jwk) values ($1, $2, $3, $4, $5) on conflict (kid) do nothing",
    [
      KID,
      PURPOSE,
      WEBHOOK_JWT_ALGORITHM,
      privateKey.export({ type: "pkcs8", format: "pem" }),
      JSON.stringify(publicKey.export({ format: "jwk" })),
    ],
  );
  const created = await read(db);
  if (!created) throw new Error("webhook signing key missing right after creation");
  return created;
}

function cached(db: Queryable, key: Promise<WebhookKey>): Promise<WebhookKey> {
  const guarded = key.catch((error: unknown) => {
    if (cache.get(db) === guarded) cache.delete(db);
    throw error;
  });
  cache.set(db, guarded);
  return guarded;
}

/**
 * The webhook key of `db`, created on first use and then cached.
 *
 * @example
 * ```ts
 * const { publicPem } = await webhookKey(db);
 * ```
 */
export function webhookKey(db: Queryable): Promise<WebhookKey> {
  return cache.get(db) ?? cached(db, loadOrCreate(db));
}

/**
 * Drops the cached key of `db`, so the next use reads the database again: the app calls it when
 * it starts, so a database emptied since (tests) or written by another process is seen.
 *
 * @example
 * ```ts
 * forgetWebhookKey(db);
 * ```
 */
export function forgetWebhookKey(db: Queryable): void {
  cache.delete(db);
}
