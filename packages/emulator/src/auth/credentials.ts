/**
 * The credential service of one app: issues tokens and turns an `Authorization`
 * header into a `Principal`. Everything it needs lives in the database (keys,
 * API keys, refresh tokens), so several processes on one PostgreSQL agree; only
 * what never changes is kept in memory: public keys, and the access tokens already verified
 * (`VerifiedTokens`: each one's signature is checked once).
 */
import { randomUUID } from "node:crypto";
import type { Clock } from "../clock.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { ApplicationFailure } from "../errors.ts";
import { issueAccessToken, type TokenRole, verifyAccessToken } from "./access-tokens.ts";
import { findApiKey } from "./api-keys.ts";
import { decodeJwt } from "./jwt.ts";
import { sessionMemberByHash } from "./member-sessions.ts";
import type { Principal } from "./principal.ts";
import { createRefreshToken } from "./refresh-tokens.ts";
import { SigningKeys } from "./signing-keys.ts";
import { VerifiedTokens } from "./verified-tokens.ts";

/** The token endpoint's success body (RFC 6749 §5.1, as the provider answers it). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: "Bearer";
}

/** Whom tokens are issued to. */
export interface TokenSubject {
  clientId: string;
  role: TokenRole;
  subject: string;
  /** sha-256 of the member session the tokens come from; logout revokes the refresh token. */
  sessionHash?: string;
}

/** 401 with the `UNAUTHENTICATED` application error. */
export function unauthenticated(description: string): ApplicationFailure {
  return new ApplicationFailure(401, "UNAUTHENTICATED", description);
}

/** 403 with the `PERMISSION_DENIED` application error. */
export function permissionDenied(description: string): ApplicationFailure {
  return new ApplicationFailure(403, "PERMISSION_DENIED", description);
}

/** Issues and checks credentials for one app. */
export class Credentials {
  readonly keys: SigningKeys;
  /** The app's clock: every time the app reads comes from it. */
  readonly clock: Clock;
  readonly #db: Database;
  readonly #config: EmulatorConfig;
  readonly #verified = new VerifiedTokens();

  constructor(db: Database, config: EmulatorConfig, clock: Clock) {
    this.#db = db;
    this.#config = config;
    this.clock = clock;
    this.keys = new SigningKeys(db);
  }

  /** The emulator's current time in milliseconds (the app's clock). */
  now(): number {
    return this.clock.now();
  }

  /** A new visitor id, for the anonymous grant. */
  newVisitorId(): string {
    return randomUUID();
  }

  /** Signs an access token for `to`, valid `config.accessTokenTtlSeconds`. */
  accessToken(to: TokenSubject): Promise<string> {
    return issueAccessToken(this.keys, to, this.now(), this.#config.accessTokenTtlSeconds);
  }

  /** An access token and a new refresh token for `to`: the token endpoint's answer. */
  async issueTokens(to: TokenSubject): Promise<TokenResponse> {
    const expiresAt = new Date(this.now() + this.#config.refreshTokenTtlSeconds * 1000);
    const refreshToken = await createRefreshToken(this.#db, to, expiresAt);
    return this.tokenResponse(await this.accessToken(to), refreshToken);
  }

  /** The token endpoint's body for an access token and a refresh token. */
  tokenResponse(accessToken: string, refreshToken: string): TokenResponse {
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: this.#config.accessTokenTtlSeconds,
      token_type: "Bearer",
    };
  }

  /**
   * The caller of a request, from its `Authorization` (raw or `Bearer`) and
   * `wix-site-id` headers. No header: anonymous. A JWT: a visitor or member
   * access token, 401 unless valid; a member's also needs its session (`sid`)
   * open and unexpired and the member ACTIVE, so sign-out, a password reset or
   * change, a block or deletion end it at once. Anything else: an API key, which needs
   * `wix-site-id` naming the key's site (401 without it, 403 for another site).
   * The provider's member-external grant sends `<visitor token>,<api key>`: the
   * API key decides (the visitor token must still be valid); the identity work
   * refines this for `authorized_client`.
   */
  async principalOf(authorization: string | undefined, siteIdHeader: string | undefined): Promise<Principal> {
    const value = (authorization ?? "").trim().replace(/^Bearer\s+/i, "");
    if (value === "") return { kind: "anonymous" };
    const parts = value.split(",").map((part) => part.trim());
    if (parts.length === 2 && parts[0] && parts[1] && !decodeJwt(parts[1])) {
      // A first part that is no valid token is refused as such ("not valid", "expired").
      await this.#tokenPrincipal(parts[0]);
      return this.#apiKeyPrincipal(parts[1], siteIdHeader ?? this.#config.siteId);
    }
    if (parts.length !== 1) throw unauthenticated("The Authorization header holds more than one credential.");
    return this.#verified.has(value) || decodeJwt(value)
      ? this.#tokenPrincipal(value)
      : this.#apiKeyPrincipal(value, siteIdHeader);
  }

  /** The claims of a valid access token, or why it is not (its signature checked once per app). */
  async #verifyToken(token: string): ReturnType<typeof verifyAccessToken> {
    const now = this.now();
    const known = this.#verified.check(token, now);
    if (known) return known;
    const result = await verifyAccessToken(this.keys, token, now);
    if ("claims" in result) this.#verified.add(token, result.claims);
    return result;
  }

  async #tokenPrincipal(token: string): Promise<Principal> {
    const result = await this.#verifyToken(token);
    if ("rejected" in result) {
      throw unauthenticated(
        result.rejected === "expired" ? "The access token has expired." : "The access token is not valid.",
      );
    }
    const { sub, role, client_id, sid } = result.claims;
    if (role === "visitor") return { kind: "visitor", visitorId: sub, clientId: client_id };
    // One primary-key lookup (session joined to its member) on every member call.
    if (!sid || (await sessionMemberByHash(this.#db, sid, new Date(this.now()))) !== sub)
      throw unauthenticated("The member session of this access token has ended.");
    return { kind: "member", memberId: sub, clientId: client_id, sessionHash: sid };
  }

  async #apiKeyPrincipal(key: string, siteIdHeader: string | undefined): Promise<Principal> {
    const record = await findApiKey(this.#db, key);
    if (!record) throw unauthenticated("The credential is neither a valid access token nor a known API key.");
    if (!siteIdHeader) throw unauthenticated("An API key must be sent with the wix-site-id header.");
    if (siteIdHeader !== record.siteId || siteIdHeader !== this.#config.siteId) {
      throw permissionDenied(`The API key does not grant access to site ${JSON.stringify(siteIdHeader)}.`);
    }
    return { kind: "merchant", siteId: record.siteId, keyName: record.name };
  }
}
