/**
 * The access-token signing keys, kept in `signing_keys` so that every emulator
 * process on one database signs and verifies with the same keys. The first
 * process to start creates the key (insert … on conflict do nothing, then read:
 * safe when several start at once). Keys never change once written, so each
 * process caches what it has read.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from "node:crypto";
import type { Queryable } from "../db/database.ts";
import { JWT_ALGORITHM } from "./jwt.ts";

const PURPOSE = "access-token";
/** The kid of the first access-token key; a rotation would add `access-token-2`, and so on. */
const FIRST_KID = "access-token-1";

/** A key that signs access tokens. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

interface SigningKeyRow {
  kid: string;
  alg: string;
  private_pem: string;
  public_jwk: JsonWebKey;
}

/** Reads and creates access-token keys; one instance per app, caching immutable keys. */
export class SigningKeys {
  readonly #db: Queryable;
  readonly #publicKeys = new Map<string, KeyObject>();
  #active: Promise<SigningKey> | undefined;

  constructor(db: Queryable) {
    this.#db = db;
  }

  /** The key new tokens are signed with; created in the database on first use. */
  active(): Promise<SigningKey> {
    this.#active ??= this.#loadOrCreate().catch((error: unknown) => {
      this.#active = undefined;
      throw error;
    });
    return this.#active;
  }

  /** The public key for `kid`, or undefined when no such access-token key exists. */
  async publicKey(kid: string): Promise<KeyObject | undefined> {
    const cached = this.#publicKeys.get(kid);
    if (cached) return cached;
    const [row] = await this.#db.query<SigningKeyRow>(
      "select kid, alg, private_pem, public_jwk from signing_keys where kid = $1 and purpose = $2",
      [kid, PURPOSE],
    );
    if (!row || row.alg !== JWT_ALGORITHM) return undefined;
    const key = createPublicKey({ key: row.public_jwk, format: "jwk" });
    this.#publicKeys.set(kid, key);
    return key;
  }

  async #loadOrCreate(): Promise<SigningKey> {
    const existing = await this.#newest();
    if (existing) return existing;
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    await this.#db.query(
      "insert into signing_keys (kid, purpose, alg, private_pem, public_jwk) values ($1, $2, $3, $4, $5) on conflict (kid) do nothing",
      [
        FIRST_KID,
        PURPOSE,
        JWT_ALGORITHM,
        privateKey.export({ type: "pkcs8", format: "pem" }),
        JSON.stringify(publicKey.export({ format: "jwk" })),
      ],
    );
    const created = await this.#newest();
    if (!created) throw new Error("access-token signing key missing right after creation");
    return created;
  }

  async #newest(): Promise<SigningKey | undefined> {
    const [row] = await this.#db.query<SigningKeyRow>(
      "select kid, alg, private_pem, public_jwk from signing_keys where purpose = $1 and alg = $2 order by created_at desc, kid desc limit 1",
      [PURPOSE, JWT_ALGORITHM],
    );
    if (!row) return undefined;
    this.#publicKeys.set(row.kid, createPublicKey({ key: row.public_jwk, format: "jwk" }));
    return { kid: row.kid, privateKey: createPrivateKey(row.private_pem) };
  }
}
