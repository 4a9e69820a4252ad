/**
 * The console's calls to the emulator it is served by: same origin, with the
 * `x-vitrine-console` header (the overview asks for it, and the request log
 * leaves these calls out) and, beyond loopback, the dev token cookie the
 * `?token=` link set. Calls that act on the store as a merchant add the API
 * key the overview gave. A failure throws with the envelope's message.
 */

/** The merchant credential the overview gave, once it has loaded. */
export interface MerchantKey {
  apiKey: string;
  siteId: string;
}

let merchant: MerchantKey | undefined;

/** Sets the merchant credential merchant calls use (from the overview). */
export function useMerchantKey(key: MerchantKey | undefined): void {
  merchant = key;
}

/** Whether merchant calls can be made (the emulator has an API key). */
export function hasMerchantKey(): boolean {
  return merchant !== undefined;
}

/** A failed call: the status and the emulator's message. */
export class CallFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function messageOf(status: number, body: unknown): string {
  const envelope = body as { message?: unknown; details?: { applicationError?: { description?: unknown } } };
  const description = envelope?.details?.applicationError?.description ?? envelope?.message;
  return typeof description === "string" ? description : `The emulator answered ${status}.`;
}

/**
 * Calls `path` with `method` and an optional JSON `body`; `asMerchant` adds the API key.
 *
 * @example
 * ```ts
 * const { messages } = await call<{ messages: Mail[] }>("GET", "/_dev/mailbox");
 * ```
 */
export async function call<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  asMerchant = false,
): Promise<T> {
  const headers: Record<string, string> = { "x-vitrine-console": "1" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (asMerchant && merchant) {
    headers.authorization = merchant.apiKey;
    headers["wix-site-id"] = merchant.siteId;
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : {};
  if (!response.ok) throw new CallFailure(response.status, messageOf(response.status, parsed));
  return parsed as T;
}

/** {@link call} as the merchant. */
export function merchantCall<T>(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) {
  return call<T>(method, path, body, true);
}
