import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieStorage,
  expireCookie,
  headerCookieJar,
  memoryStorage,
  parseCookieHeader,
  parseSetCookie,
  serializeCookie,
  type TokenStorage,
} from "../src/cookies/index.ts";
import { storageContract } from "./support/storage-contract.ts";

describe("cookie text", () => {
  it("defaults to Path=/ and SameSite=Lax, without Secure off https", () => {
    expect(serializeCookie("a", "1")).toBe("a=1; Path=/; SameSite=Lax");
  });

  it("writes every attribute and encodes name and value", () => {
    expect(
      serializeCookie("t ok", "é;=", {
        path: "/shop",
        domain: "example.test",
        maxAge: 60.7,
        expires: new Date(Date.UTC(2030, 0, 1)),
        sameSite: "Strict",
        secure: true,
        httpOnly: true,
      }),
    ).toBe(
      "t%20ok=%C3%A9%3B%3D; Path=/shop; Domain=example.test; Max-Age=60; Expires=Tue, 01 Jan 2030 00:00:00 GMT; SameSite=Strict; Secure; HttpOnly",
    );
  });

  it("adds Secure for SameSite=None", () => {
    expect(serializeCookie("a", "1", { sameSite: "None" })).toBe("a=1; Path=/; SameSite=None; Secure");
  });

  it("expires cookies", () => {
    expect(expireCookie("a")).toBe(
      "a=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    );
  });

  it("parses Cookie headers (first duplicate wins, bad escapes kept)", () => {
    expect({ ...parseCookieHeader("a=1; b=%C3%A9; a=2; junk; c=%E0%A4%A") }).toEqual({
      a: "1",
      b: "é",
      c: "%E0%A4%A",
    });
    expect({ ...parseCookieHeader(undefined) }).toEqual({});
  });

  it("parses Set-Cookie headers", () => {
    expect(parseSetCookie("t=%C3%A9; Path=/; Max-Age=10; HttpOnly; SameSite=Lax")).toEqual({
      name: "t",
      value: "é",
      attributes: { path: "/", "max-age": "10", httponly: "", samesite: "Lax" },
    });
  });
});

describe("cookies on a server", () => {
  let origin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // A server that keeps tokens in a cookie: GET /login sets them, GET /me reads them, GET /logout clears them.
    const server = createServer(async (req, res) => {
      const jar = headerCookieJar(req.headers.cookie, { httpOnly: true });
      const storage = cookieStorage({ jar, name: "shop_tokens", maxAge: 3600 });
      if (req.url === "/login") await storage.setTokens({ refreshToken: { value: "r-é" } });
      if (req.url === "/logout") await storage.clearTokens();
      const tokens = await storage.getTokens();
      res.writeHead(200, { "content-type": "application/json", "set-cookie": jar.setCookieHeaders });
      res.end(JSON.stringify({ tokens: tokens ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it("sets, reads and deletes the token cookie through real headers", async () => {
    const login = await fetch(`${origin}/login`);
    const [setCookie] = login.headers.getSetCookie();
    const parsed = parseSetCookie(setCookie!);
    expect(parsed.name).toBe("shop_tokens");
    expect(JSON.parse(parsed.value)).toEqual({ refreshToken: { value: "r-é" } });
    expect(parsed.attributes).toMatchObject({ path: "/", "max-age": "3600", samesite: "Lax", httponly: "" });
    expect(parsed.attributes.secure).toBeUndefined();

    const cookie = setCookie!.split(";")[0]!;
    const me = await fetch(`${origin}/me`, { headers: { cookie: `other=1; ${cookie}` } });
    expect(await me.json()).toEqual({ tokens: { refreshToken: { value: "r-é" } } });
    expect(me.headers.getSetCookie()).toEqual([]);

    const logout = await fetch(`${origin}/logout`, { headers: { cookie } });
    expect(await logout.json()).toEqual({ tokens: null });
    expect(parseSetCookie(logout.headers.getSetCookie()[0]!).attributes["max-age"]).toBe("0");
  });
});

const implementations: [string, () => TokenStorage][] = [
  ["memoryStorage", () => memoryStorage()],
  ["cookieStorage over a header jar", () => cookieStorage({ jar: headerCookieJar("") })],
];

describe.each(implementations)("TokenStorage contract: %s", (_name, make) => {
  it.each(storageContract.map((c) => [c.name, c] as const))("%s", async (_case, contractCase) => {
    await contractCase.run(make());
  });
});
