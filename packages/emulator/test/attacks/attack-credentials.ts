/**
 * Credentials an attacker might present, made against a running test app: a
 * signed-in member's token (through the real refresh grant), forged access tokens (tampered
 * signature, `alg: none`, HS256 keyed with the public key, expired, another
 * key under the known kid) and an API key that belongs to another site.
 */
import { createHash, createHmac, createPublicKey, generateKeyPairSync, randomBytes } from "node:crypto";
import { memberRefreshToken } from "@vitrine/emulator/testing";
// biome-ignore lint/style/noRestrictedImports: forges tokens with the app's own signer, to prove the credential checks refuse them
import { signJwt } from "../../src/auth/jwt.ts";
// biome-ignore lint/style/noRestrictedImports: reads the app's active signing key, to forge tokens under its kid
import { SigningKeys } from "../../src/auth/signing-keys.ts";
import type { TestApp } from "../support/test-app.ts";

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A member access token of `clientId` for a new signed-in member, issued by the token endpoint from its refresh token. */
export async function memberAccessToken(t: TestApp, clientId: string): Promise<string> {
  const { refreshToken } = await memberRefreshToken(t, clientId);
  const response = await t.inject({
    method: "POST",
    url: "/oauth2/token",
    payload: { clientId, grantType: "refresh_token", refreshToken },
  });
  if (response.statusCode !== 200) throw new Error(`refresh grant failed: ${response.body}`);
  return response.json().access_token;
}

/**
 * Forged access tokens claiming to be a member of `clientId`, each named by the
 * attack it stands for. None of them may be accepted.
 */
export async function forgedTokens(t: TestApp, clientId: string): Promise<Record<string, string>> {
  const key = await new SigningKeys(t.db).active();
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: "member-1", role: "member", client_id: clientId, iat: now, exp: now + 600, jti: "j" };
  const genuine = signJwt(claims, key.kid, key.privateKey);
  const [head, body, signature] = genuine.split(".") as [string, string, string];
  const publicPem = createPublicKey(key.privateKey).export({ type: "spki", format: "pem" });
  const hsInput = `${segment({ alg: "HS256", typ: "JWT", kid: key.kid })}.${segment(claims)}`;
  const visitor = await t.visitorToken();
  const [visitorHead, , visitorSignature] = visitor.split(".") as [string, string, string];
  return {
    "tampered signature": `${head}.${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
    "visitor token promoted to member": `${visitorHead}.${body}.${visitorSignature}`,
    "alg none": `${segment({ alg: "none", typ: "JWT", kid: key.kid })}.${segment(claims)}.`,
    "HS256 keyed with the public key": `${hsInput}.${createHmac("sha256", publicPem).update(hsInput).digest("base64url")}`,
    expired: signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, key.kid, key.privateKey),
    "another key under the known kid": signJwt(claims, key.kid, generateKeyPairSync("ed25519").privateKey),
  };
}

/** Stores an API key that belongs to `siteId` (not the app's site); returns the key. */
export async function foreignSiteApiKey(t: TestApp, siteId: string): Promise<string> {
  const key = `other-site-key-${randomBytes(8).toString("base64url")}`;
  await t.db.query("insert into api_keys (key_hash, site_id, name) values ($1, $2, 'foreign')", [
    createHash("sha256").update(key).digest("hex"),
    siteId,
  ]);
  return key;
}
