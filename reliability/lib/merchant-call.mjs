/** A merchant call to the emulator (API key and site id), answered as `{ status, body }`; never throws on a status. */
import { CREDENTIALS } from "./emulator-cli.mjs";

/** Sends `method path` with a JSON `body` (when given) as the merchant; resolves `{ status, body, headers }`. */
export async function merchantCall(baseUrl, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: CREDENTIALS.apiKey,
      "wix-site-id": CREDENTIALS.siteId,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
