import { runInNewContext } from "node:vm";
import { closedOrigin, type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as coreGuards from "../src/core/error-guards.ts";
import * as coreErrors from "../src/core/errors.ts";
import { VitrineError } from "../src/core/vitrine-error.ts";
import * as eventGuards from "../src/events/error-guards.ts";
import * as eventErrors from "../src/events/errors.ts";
import { HandlerError, InvalidSignatureError } from "../src/events/index.ts";
import * as identityErrors from "../src/identity/identity-error.ts";
import { IdentityError } from "../src/identity/index.ts";
import {
  AbortError,
  ApiError,
  ApplicationError,
  ClientError,
  createClient,
  GraphQLError,
  graphql,
  isApiError,
  isApplicationError,
  isClientError,
  isGraphQLError,
  isSystemError,
  isValidationError,
  isVitrineError,
  SystemError,
  TimeoutError,
  ValidationError,
} from "../src/index.ts";

describe("errors from answers", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  const client = () => createClient({ modules: { graphql }, baseUrl: server.origin, retry: false });
  const get = () =>
    client()
      .request({ method: "GET", path: "/thing" })
      .catch((e: unknown) => e);

  it("gives a ValidationError for details.validationError", async () => {
    const fieldViolations = [
      { field: "product.name", description: "must not be empty", violatedRule: "REQUIRED_FIELD", data: {} },
    ];
    server.handle((_req, res) =>
      sendJson(
        res,
        400,
        { message: "INVALID_ARGUMENT: product.name", details: { validationError: { fieldViolations } } },
        { "x-wix-request-id": "req-v" },
      ),
    );
    const error = await get();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(ApiError);
    expect(isValidationError(error) && isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      name: "ValidationError",
      code: "INVALID_ARGUMENT",
      status: 400,
      message: "INVALID_ARGUMENT: product.name",
      requestId: "req-v",
      fieldViolations,
      details: { validationError: { fieldViolations } },
    });
  });

  it("gives an ApplicationError for details.applicationError", async () => {
    server.handle((_req, res) =>
      sendJson(
        res,
        404,
        {
          message: "Product not found",
          details: {
            applicationError: {
              code: "PRODUCT_NOT_FOUND",
              description: "No such product",
              data: { id: "p9" },
            },
          },
        },
        { "x-wix-request-id": "req-a" },
      ),
    );
    const error = await get();
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      name: "ApplicationError",
      code: "PRODUCT_NOT_FOUND",
      description: "No such product",
      data: { id: "p9" },
      status: 404,
      message: "Product not found",
      requestId: "req-a",
    });
  });

  it("keeps numeric string codes of identity calls", async () => {
    server.handle((_req, res) =>
      sendJson(res, 409, {
        message: "exists",
        details: { applicationError: { code: "-19995", description: "e-mail exists" } },
      }),
    );
    expect(await get()).toMatchObject({ code: "-19995", status: 409, requestId: undefined });
  });

  it("gives an ApplicationError with the HTTP status when the answer has no details", async () => {
    server.handle((_req, res) =>
      sendJson(res, 503, { message: "try later" }, { "x-wix-request-id": "req-n" }),
    );
    const error = await get();
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({
      code: "503",
      status: 503,
      message: "try later",
      description: "try later",
      requestId: "req-n",
    });
  });

  it("uses the status text when the error answer is not JSON", async () => {
    server.handle((_req, res) => {
      res.writeHead(500, "Internal Server Error", { "x-wix-request-id": "req-h" });
      res.end("<html>oops</html>");
    });
    expect(await get()).toMatchObject({
      name: "ApplicationError",
      status: 500,
      message: "Internal Server Error",
      requestId: "req-h",
    });
  });

  it("gives a SystemError with the request id when a 2xx answer is not JSON", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "x-wix-request-id": "req-s" });
      res.end("not json");
    });
    const error = await get();
    expect(error).toBeInstanceOf(SystemError);
    expect(isSystemError(error) && error.requestId).toBe("req-s");
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it("treats an empty 2xx answer as {}", async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    expect(await get()).toEqual({});
  });

  it("gives a GraphQLError for a failed GraphQL call", async () => {
    server.handle((_req, res) =>
      sendJson(res, 502, { message: "bad gateway" }, { "x-wix-request-id": "req-g" }),
    );
    const error = await client()
      .graphql("query { x }")
      .catch((e: unknown) => e);
    expect(isGraphQLError(error) && isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      message: "GraphQL request failed with status 502",
      status: 502,
      requestId: "req-g",
    });
  });

  it("posts GraphQL queries to /graphql/{apiVersion}", async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: { x: 1 }, errors: [{ message: "partial" }] }));
    const result = await client().graphql("query Q($a: Int) { x(a: $a) }", { a: 1 }, { apiVersion: "v1" });
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/graphql/v1");
    expect(JSON.parse(sent.body)).toEqual({ query: "query Q($a: Int) { x(a: $a) }", variables: { a: 1 } });
    expect(result).toEqual({ data: { x: 1 }, errors: [{ message: "partial" }] });
    server.handle((_req, res) => sendJson(res, 200, {}));
    expect(await client().graphql("{ x }")).toEqual({ data: {} });
    expect(server.requests.at(-1)!.path).toBe("/graphql/alpha");
  });
});

describe("network failures", () => {
  it("give a SystemError with the cause", async () => {
    const client = createClient({ modules: {}, baseUrl: await closedOrigin(), retry: false });
    const error = await client.request({ method: "GET", path: "/x" }).catch((e: unknown) => e);
    expect(isSystemError(error)).toBe(true);
    expect((error as SystemError).message).toMatch(/^Network request failed/);
    expect((error as SystemError).cause).toBeInstanceOf(TypeError);
    expect((error as SystemError).requestId).toBeUndefined();
  });
});

describe("type guards", () => {
  it("recognise errors created in another realm", async () => {
    const bundle = await build({
      entryPoints: [new URL("../src/core/errors.ts", import.meta.url).pathname],
      bundle: true,
      write: false,
      format: "iife",
      globalName: "errors",
    });
    const foreign = runInNewContext(
      `${bundle.outputFiles[0]!.text}; ({
        validation: new errors.ValidationError("bad", { status: 400, details: { validationError: { fieldViolations: [] } }, fieldViolations: [] }),
        application: new errors.ApplicationError("nope", { code: "404", status: 404 }),
        client: new errors.ClientError("x", { code: "INVALID_URL" }),
        system: new errors.SystemError("down"),
      })`,
      {},
    );
    expect(foreign.validation instanceof ValidationError).toBe(false);
    expect(isValidationError(foreign.validation)).toBe(true);
    expect(isApiError(foreign.validation)).toBe(true);
    expect(isApplicationError(foreign.application)).toBe(true);
    expect(isClientError(foreign.client)).toBe(true);
    expect(isSystemError(foreign.system)).toBe(true);
    expect(isApiError(foreign.system)).toBe(false);
  });

  it("count as API errors exactly the errors that carry an answer's status", () => {
    const answer = { code: "409", status: 409 };
    const api = [
      new ApiError("conflict", answer),
      new ValidationError("bad", { status: 400, fieldViolations: [] }),
      new ApplicationError("conflict", { ...answer, description: "conflict", data: undefined }),
      new GraphQLError("GraphQL request failed with status 502", { code: "502", status: 502 }),
    ];
    const others = [
      new SystemError("down"),
      new ClientError("x", { code: "INVALID_URL" }),
      new TimeoutError("Request timed out after 5 ms", { timeoutMs: 5 }),
      new AbortError("Request was aborted"),
      new IdentityError("x", { code: "BROWSER_ONLY" }),
      new InvalidSignatureError("JWT signature is not valid"),
      new HandlerError("Handler failed", {
        cause: new Error("x"),
        eventType: "wix.stores.v1.product_created",
      }),
    ];
    expect(api.map(isApiError)).toEqual([true, true, true, true]);
    expect(others.map(isApiError)).toEqual(others.map(() => false));
    expect(others.every(isVitrineError)).toBe(true);
  });

  it("reject look-alikes without the brand", () => {
    const fake = Object.assign(new Error("x"), { name: "ValidationError", code: "INVALID_ARGUMENT" });
    expect(isValidationError(fake)).toBe(false);
    expect(isVitrineError(fake)).toBe(false);
    expect(isVitrineError(null)).toBe(false);
  });
});

describe("declared classes", () => {
  it("take their name and code from the class and their fields in the order given", () => {
    const timeout = new TimeoutError("Request timed out after 5 ms", { timeoutMs: 5 });
    expect(timeout).toBeInstanceOf(TimeoutError);
    expect(timeout).toBeInstanceOf(Error);
    expect(Object.keys(timeout)).toEqual(["code", "requestId", "name", "timeoutMs"]);
    expect(timeout).toMatchObject({ name: "TimeoutError", code: "TIMEOUT", timeoutMs: 5 });
    const client = new ClientError("x", { code: "INVALID_URL" });
    expect([client.name, client.code]).toEqual(["ClientError", "INVALID_URL"]);
    const validation = new ValidationError("bad", { requestId: "r", status: 400, fieldViolations: [] });
    expect([validation.name, validation.code, validation.requestId]).toEqual([
      "ValidationError",
      "INVALID_ARGUMENT",
      "r",
    ]);
    expect(validation).toBeInstanceOf(ApiError);
  });

  it.each([
    ["core", coreErrors, coreGuards],
    ["identity", identityErrors, identityErrors],
    ["events", eventErrors, eventGuards],
  ])(
    "of the %s family are named by their *_ERROR_NAME constants, coded by theirs, and known by their guards",
    (_family, module, guards) => {
      const exported: [string, unknown][] = Object.entries(module);
      const values = exported.map(([, value]) => value);
      const names = exported.filter(([key]) => key.endsWith("_ERROR_NAME")).map(([, name]) => name as string);
      // Each class writes its name and code out (no variable of their own in a bundle): they must
      // stay the constants' values.
      const named = names.map((name) => (module as unknown as Record<string, typeof VitrineError>)[name]);
      expect(named.map((error) => error?.name)).toEqual(names);
      for (const error of named) {
        expect(error?.prototype).toBeInstanceOf(VitrineError);
        if (error?.code !== undefined) expect(values).toContain(error.code);
      }
      // Each guard writes its class's name out too: it knows its class's errors and no other's
      // (`isApiError` asks for an answer's status instead).
      const guard = (name: string) =>
        (guards as unknown as Record<string, (e: unknown) => boolean>)[`is${name}`];
      const made = named.map((error) => new (error as unknown as new (message: string) => VitrineError)("m"));
      const byName = names.filter((name) => name !== "ApiError");
      expect(byName.map((name) => made.map((error) => guard(name)?.(error)))).toEqual(
        byName.map((name) => made.map((error) => error.name === name)),
      );
    },
  );

  it("give an error a cause only when one is passed", () => {
    expect("cause" in new AbortError("Request was aborted")).toBe(false);
    const reason = new Error("stop");
    expect(new AbortError("Request was aborted", { cause: reason }).cause).toBe(reason);
  });
});
