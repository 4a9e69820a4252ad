/**
 * The console's member routes: the list (status, verification, factors, open
 * sessions), verify, block and sign out everywhere, each in one transaction
 * with the list's view of the member as answer; merchant key only; 404 in the
 * envelope for an unknown member.
 */
import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const post = (url: string) => t.inject({ method: "POST", url, headers: t.merchantHeaders });

async function members() {
  const response = await t.inject({ method: "GET", url: "/_dev/members", headers: t.merchantHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().members as {
    id: string;
    email: string;
    status: string;
    emailVerified: boolean;
    openSessions: number;
    totp: string;
  }[];
}

describe("the console's member routes", () => {
  it("lists members with their status, verification and open sessions", async () => {
    const ada = await activeMember(t, "ada@example.com");
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "bob@example.com" },
      password: "secret-pass",
    });
    expect(registered.status).toBe(200);
    const list = await members();
    expect(list.find((m) => m.id === ada.id)).toMatchObject({
      email: "ada@example.com",
      status: "ACTIVE",
      emailVerified: true,
      openSessions: 1,
      totp: "none",
    });
    expect(list.find((m) => m.email === "bob@example.com")).toMatchObject({
      status: "PENDING",
      emailVerified: false,
      openSessions: 0,
    });
  });

  it("verifies a pending member, who becomes active", async () => {
    await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "bob@example.com" },
      password: "secret-pass",
    });
    const bob = (await members()).find((m) => m.email === "bob@example.com");
    const response = await post(`/_dev/members/${bob?.id}/verify`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member).toMatchObject({ id: bob?.id, status: "ACTIVE", emailVerified: true });
    const login = await postAsVisitor(t, "/_api/iam/authentication/v2/login", {
      loginId: { email: "bob@example.com" },
      password: "secret-pass",
    });
    expect(login.body.state).toBe("SUCCESS");
  });

  it("signs a member out everywhere, and blocks one", async () => {
    const ada = await activeMember(t, "ada@example.com");
    const signedOut = await post(`/_dev/members/${ada.id}/sign-out`);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json().member).toMatchObject({ status: "ACTIVE", openSessions: 0 });
    await activeMember(t, "cy@example.com");
    const cy = (await members()).find((m) => m.email === "cy@example.com");
    const blocked = await post(`/_dev/members/${cy?.id}/block`);
    expect(blocked.json().member).toMatchObject({ status: "BLOCKED", openSessions: 0 });
    const login = await postAsVisitor(t, "/_api/iam/authentication/v2/login", {
      loginId: { email: "cy@example.com" },
      password: "secret-pass",
    });
    expect(login.status).not.toBe(200);
  });

  it("needs a merchant key and answers 404 for an unknown member", async () => {
    expect((await t.inject({ method: "GET", url: "/_dev/members" })).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: "GET",
          url: "/_dev/members",
          headers: { authorization: await t.visitorToken() },
        })
      ).statusCode,
    ).toBe(403);
    for (const action of ["verify", "block", "sign-out"]) {
      const response = await post(`/_dev/members/nobody/${action}`);
      expect(response.statusCode, action).toBe(404);
      expect(response.json().details.applicationError.code).toBe("MEMBER_NOT_FOUND");
    }
  });
});
