/** Type tests of the sign-in hooks: what `useAuth` and `useMember` return and accept. */
import type { UseQueryResult } from "@tanstack/react-query";
import type { LoginParams, RegisterParams, StateMachine } from "@vitrine/sdk/identity";
import { describe, expectTypeOf, it } from "vitest";
import {
  type Auth,
  type AuthError,
  type AuthErrorCode,
  type AuthOutcome,
  type Member,
  useAuth,
  useMember,
  vitrineKeys,
} from "../src/index.ts";

describe("sign-in hook types", () => {
  it("infers the member and the auth state", () => {
    expectTypeOf(useMember).returns.toEqualTypeOf<UseQueryResult<Member | null>>();
    expectTypeOf(useAuth).returns.toEqualTypeOf<Auth>();
    expectTypeOf<Auth["state"]>().toEqualTypeOf<StateMachine>();
    expectTypeOf<Auth["member"]>().toEqualTypeOf<Member | null | undefined>();
    expectTypeOf<Auth["loggedIn"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Auth["error"]>().toEqualTypeOf<AuthError | undefined>();
  });

  it("takes the SDK's sign-in parameters and resolves outcomes", () => {
    expectTypeOf<Auth["login"]>().parameter(0).toEqualTypeOf<LoginParams>();
    expectTypeOf<Auth["register"]>().parameter(0).toEqualTypeOf<RegisterParams>();
    expectTypeOf<Auth["verify"]>().parameters.toEqualTypeOf<[code: string]>();
    expectTypeOf<Auth["login"]>().returns.resolves.toEqualTypeOf<AuthOutcome>();
    expectTypeOf<Auth["logout"]>().returns.resolves.toHaveProperty("logoutUrl").toEqualTypeOf<string>();
    expectTypeOf<Auth["finishHostedLogin"]>()
      .returns.resolves.toHaveProperty("originalUri")
      .toEqualTypeOf<string | undefined>();
    // @ts-expect-error: a login needs a password
    const missing: LoginParams = { email: "ada@example.com" };
    expectTypeOf(missing).toEqualTypeOf<LoginParams>();
  });

  it("narrows the state, and names failures with known codes", () => {
    const state = {} as StateMachine;
    if (state.loginState === "EMAIL_VERIFICATION_REQUIRED") expectTypeOf(state.data.stateToken).toBeString();
    expectTypeOf<"wrongCode">().toExtend<AuthErrorCode>();
    expectTypeOf<"emailAlreadyExists">().toExtend<AuthErrorCode>();
    expectTypeOf<"somethingElse">().not.toExtend<AuthErrorCode>();
    expectTypeOf(vitrineKeys.member()).toEqualTypeOf<readonly ["vitrine", "member"]>();
  });
});
