/**
 * Builds an endpoint's payload from a request: flat query parameters
 * (`a.b=1&list=x&list=y` → `{a:{b:"1"}, list:["x","y"]}`, values stay strings:
 * endpoints coerce), the `.r` parameter (base64url, unpadded, of a JSON object),
 * the JSON body, and the path parameters, each set at its field path.
 */
import { invalidField } from "../errors.ts";
import { isObject } from "./is-object.ts";

/** A JSON-like object built from request data. */
export type Payload = Record<string, unknown>;

const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Sets `value` at the dotted `field` of `payload`, creating objects on the way; 400 on a clash. */
export function setField(payload: Payload, field: string, value: unknown): void {
  const segments = field.split(".");
  if (segments.some((segment) => segment === "" || FORBIDDEN_SEGMENTS.has(segment)))
    throw invalidField(field, "is not a valid field name", "FORMAT");
  let target = payload;
  for (const segment of segments.slice(0, -1)) {
    const next = target[segment] ?? {};
    if (!isObject(next)) throw invalidField(field, "conflicts with another value of the request", "FORMAT");
    target[segment] = next;
    target = next;
  }
  target[segments.at(-1) as string] = value;
}

/** Decodes the `.r` parameter: base64url (no padding) of a UTF-8 JSON object. */
export function decodeDotR(value: string): Payload {
  const failure = () => invalidField(".r", "must be the base64url encoding of a JSON object", "FORMAT");
  if (!BASE64URL.test(value) || value.length % 4 === 1) throw failure();
  let decoded: unknown;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(value, "base64url"));
    decoded = JSON.parse(text);
  } catch {
    throw failure();
  }
  if (!isObject(decoded)) throw failure();
  return decoded;
}

/** The payload of a query string (without `?`): `.r` decoded, flat parameters nested. */
export function queryPayload(rawQuery: string): Payload {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    if (key === "") continue;
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  const dotR = grouped.get(".r");
  grouped.delete(".r");
  if (dotR && dotR.length > 1) throw invalidField(".r", "must appear at most once", "FORMAT");
  const payload = dotR?.[0] !== undefined ? decodeDotR(dotR[0]) : {};
  for (const [key, values] of grouped) setField(payload, key, values.length === 1 ? values[0] : values);
  return payload;
}

/** A request body as a payload: absent → `{}`; anything but a JSON object → 400. */
export function bodyPayload(body: unknown): Payload {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) throw invalidField("body", "must be a JSON object", "FORMAT");
  return body;
}

/** Merges `under` into `over` where `over` has no value (objects merged deeply); returns `over`. */
export function mergeUnder(over: Payload, under: Payload): Payload {
  for (const [key, value] of Object.entries(under)) {
    if (key === "__proto__") continue;
    const current = over[key];
    if (current === undefined) over[key] = value;
    else if (isObject(current) && isObject(value)) mergeUnder(current, value);
  }
  return over;
}
