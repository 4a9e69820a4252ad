/**
 * Type tests of the error classes' constructors: each takes exactly its class's own fields
 * (required ones required, unknown ones refused) and the code its class allows.
 */
import { describe, expectTypeOf, it } from "vitest";
import { HandlerError, TokenExpiredError } from "../src/events/index.ts";
import { IdentityError } from "../src/identity/index.ts";
import {
  ApiError,
  ApplicationError,
  ClientError,
  type ErrorInit,
  SystemError,
  TimeoutError,
  ValidationError,
} from "../src/index.ts";

describe("error constructors", () => {
  it("take each class's own fields, required where the class always has them", () => {
    expectTypeOf(new TimeoutError("t", { timeoutMs: 5 }).timeoutMs).toEqualTypeOf<number>();
    // @ts-expect-error: a TimeoutError is made with its timeout
    new TimeoutError("t");
    // @ts-expect-error: a field no TimeoutError has
    new TimeoutError("t", { timeoutMs: 5, status: 500 });
    new ValidationError("bad", { status: 400, fieldViolations: [] });
    // @ts-expect-error: fieldViolations is a ValidationError's, not an ApiError's
    new ApiError("x", { status: 400, fieldViolations: [] });
    // @ts-expect-error: an ApplicationError carries its description and data
    new ApplicationError("x", { code: "409", status: 409 });
    new HandlerError("failed", { eventType: "wix.stores.v1.product_created", cause: new Error("x") });
    // @ts-expect-error: expiredAt is a Date
    new TokenExpiredError("expired", { expiredAt: "yesterday" });
  });

  it("take no fields where the class has none, and a code only of the class's kind", () => {
    new SystemError("down", { cause: new Error("reset"), requestId: "r1" });
    // @ts-expect-error: a SystemError has no timeout
    new SystemError("down", { timeoutMs: 5 });
    new ClientError("x", { code: "INVALID_URL" });
    // @ts-expect-error: a ClientError is made with its code
    new ClientError("x");
    // @ts-expect-error: not a ClientError code
    new ClientError("x", { code: "NOPE" });
    new IdentityError("x", { code: "OAUTH_ERROR", error: "login_required", errorDescription: "" });
    // @ts-expect-error: not an IdentityError code
    new IdentityError("x", { code: "TIMEOUT" });
    expectTypeOf<ErrorInit<{ timeoutMs: number }>>().toHaveProperty("timeoutMs").toEqualTypeOf<number>();
  });
});
