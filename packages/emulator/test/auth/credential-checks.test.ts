import { createHmac, createPublicKey, generateKeyPairSync } from "node:crypto";
import { createApp } from "@vitrine/emulator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: forges tokens with the app's own signer, to prove the credential checks refuse them
import { signJwt } from "../../src/auth/jwt.ts";
// biome-ignore lint/style/noRestrictedImports: reads the app's active signing key, to forge tokens under its kid
import { SigningKeys } from "../../src/auth/signing-keys.ts";
import { probeEndpoints } from "../http/probe-endpoints.ts";
import { startTestApp, TEST_API_KEY, TEST_CLIENT_ID, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe(`credential checks on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, { extraEndpoints: probeEndpoints });
  });
  afterEach(() => t.close());

  const readWith = (headers: Record<string, string>) =>
    t.inject({ method: "GET", url: "/probe/read", headers });
  const expect401 = async (authorization: string) => {
    const res = await readWith({ authorization });
    expect(res.statusCode).toBe(401);
    expect(res.headers["x-wix-request-id"]).toBeTruthy();
    expect(res.json().details.applicationError.code).toBe("UNAUTHENTICATED");
  };
  const claims = () => {
    const now = Math.floor(Date.now() / 1000);
    return { sub: "v1", role: "visitor", client_id: TEST_CLIENT_ID, iat: now, exp: now + 60, jti: "j" };
  };

  it("accepts a token signed with the stored key", async () => {
    const key = await new SigningKeys(t.db).active();
    expect((await readWith({ authorization: signJwt(claims(), key.kid, key.privateKey) })).statusCode).toBe(
      200,
    );
  });

  it("refuses a tampered signature or payload", async () => {
    const token = await t.visitorToken();
    const [head, body, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    await expect401(`${head}.${body}.${flipped}`);
    await expect401(`${head}.${b64({ ...claims(), role: "member" })}.${signature}`);
  });

  it("refuses alg none", async () => {
    const key = await new SigningKeys(t.db).active();
    await expect401(`${b64({ alg: "none", typ: "JWT", kid: key.kid })}.${b64(claims())}.`);
  });

  it("refuses HS256 keyed with the public key", async () => {
    const key = await new SigningKeys(t.db).active();
    const publicPem = createPublicKey(key.privateKey).export({ type: "spki", format: "pem" });
    const input = `${b64({ alg: "HS256", typ: "JWT", kid: key.kid })}.${b64(claims())}`;
    const signature = createHmac("sha256", publicPem).update(input).digest("base64url");
    await expect401(`${input}.${signature}`);
  });

  it("refuses a token signed by another key under the known kid, and an unknown kid", async () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const key = await new SigningKeys(t.db).active();
    await expect401(signJwt(claims(), key.kid, privateKey));
    await expect401(signJwt(claims(), "access-token-99", privateKey));
  });

  it("refuses an expired token", async () => {
    const key = await new SigningKeys(t.db).active();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const res = await readWith({
      authorization: signJwt({ ...claims(), iat: past - 60, exp: past }, key.kid, key.privateKey),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().details.applicationError.description).toBe("The access token has expired.");
  });

  it("checks expiry with the app's clock", async () => {
    const token = await t.visitorToken();
    const later = createApp({
      db: t.db,
      config: t.config,
      extraEndpoints: probeEndpoints,
      now: () => Date.now() + (t.config.accessTokenTtlSeconds + 1) * 1000,
    });
    try {
      const res = await later.inject({
        method: "GET",
        url: "/probe/read",
        headers: { authorization: token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().details.applicationError.description).toBe("The access token has expired.");
    } finally {
      await later.close();
    }
  });

  it("refuses tokens with bad claims", async () => {
    const key = await new SigningKeys(t.db).active();
    await expect401(signJwt({ ...claims(), role: "admin" }, key.kid, key.privateKey));
    await expect401(signJwt({ ...claims(), exp: "later" }, key.kid, key.privateKey));
  });

  it("needs wix-site-id with an API key: 401 without it, 403 for another site", async () => {
    const missing = await readWith({ authorization: TEST_API_KEY });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().details.applicationError.code).toBe("UNAUTHENTICATED");
    const other = await readWith({ authorization: TEST_API_KEY, "wix-site-id": "another-site" });
    expect(other.statusCode).toBe(403);
    expect(other.json().details.applicationError.code).toBe("PERMISSION_DENIED");
    expect((await readWith({ ...t.merchantHeaders })).statusCode).toBe(200);
  });

  it("refuses an unknown API key", async () => {
    const res = await readWith({ authorization: "wrong-key", "wix-site-id": t.config.siteId });
    expect(res.statusCode).toBe(401);
  });

  it("takes a '<visitor token>,<api key>' header (the provider's member-external grant) as the API key", async () => {
    const token = await t.visitorToken();
    const res = await t.inject({
      method: "POST",
      url: "/probe/write",
      headers: { authorization: `${token},${TEST_API_KEY}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().principal.kind).toBe("merchant");
    await expect401(`garbage.garbage.garbage,${TEST_API_KEY}`);
    await expect401("a,b,c");
    // The answer names what is wrong: the token before the comma, or the count of credentials.
    const message = async (authorization: string) => (await readWith({ authorization })).json().message;
    expect(await message(`not-a-token,${TEST_API_KEY}`)).toContain("The access token is not valid.");
    expect(await message(`garbage.garbage.garbage,${TEST_API_KEY}`)).toContain(
      "The access token is not valid.",
    );
    expect(await message("a,b,c")).toContain("The Authorization header holds more than one credential.");
  });
});
