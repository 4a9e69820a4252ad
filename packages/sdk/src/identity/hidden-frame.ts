/**
 * Hidden frames on the hosted pages' origin: one that answers by `postMessage` (sign-in with
 * `response_mode=web_message`), and one that only needs to load (session pre-warm). Unlike the
 * provider's client, an answer counts only when it comes from the frame itself, on the expected
 * origin, with the expected `state`; the frame is removed on every outcome.
 */
import { browserWindow } from "./browser-only.js";
import { IdentityError, TIMEOUT_MESSAGE } from "./identity-error.js";

/** Default wait for a frame, in milliseconds. */
export const FRAME_TIMEOUT_MS = 120_000;

/** A successful web-message answer. */
export interface FrameAnswer {
  code: string;
  state: string;
}

function frame(window: Window, src: string): HTMLIFrameElement {
  const element = window.document.createElement("iframe");
  element.style.display = "none";
  element.setAttribute("aria-hidden", "true");
  // The hosted page answers a web_message request to the embedding origin it reads from
  // `Referer`: send the origin (never the path) even when the page's policy is `no-referrer`.
  element.referrerPolicy = "origin";
  element.src = src;
  return element;
}

/**
 * Loads `src` in a hidden frame and waits for its authorization answer: a message from that frame,
 * from exactly `origin`, whose `state` is `state`. `{error, error_description}` rejects with
 * `OAUTH_ERROR`; no answer within `timeoutMs` rejects with `OAuth flow timed out`
 * ([RFC 6749 §4.1.2](https://www.rfc-editor.org/rfc/rfc6749#section-4.1.2)).
 *
 * @example
 * ```ts
 * const { code } = await frameAnswer(authUrl, new URL(authorizationEndpoint).origin, pkce.state);
 * ```
 */
export function frameAnswer(
  src: string,
  origin: string,
  state: string,
  timeoutMs = FRAME_TIMEOUT_MS,
): Promise<FrameAnswer> {
  const window = browserWindow("A sign-in frame");
  const element = frame(window, src);
  return new Promise((resolve, reject) => {
    const finish = (error: IdentityError | undefined, answer?: FrameAnswer) => {
      clearTimeout(timer);
      window.removeEventListener("message", listen);
      element.remove();
      if (error) reject(error);
      else resolve(answer as FrameAnswer);
    };
    const listen = (event: MessageEvent) => {
      const data = event.data as Record<string, unknown> | null | undefined;
      // Not an object, or another request's answer: `state` differs (a string's `state` is undefined).
      if (event.origin !== origin || event.source !== element.contentWindow || data?.state !== state) return;
      if (typeof data.error === "string") {
        const errorDescription = typeof data.error_description === "string" ? data.error_description : "";
        const message = errorDescription ? `${data.error}: ${errorDescription}` : data.error;
        finish(new IdentityError(message, { code: "OAUTH_ERROR", error: data.error, errorDescription }));
      } else if (typeof data.code === "string") finish(undefined, { code: data.code, state });
    };
    const timer = setTimeout(
      () => finish(new IdentityError(TIMEOUT_MESSAGE, { code: "OAUTH_TIMEOUT" })),
      timeoutMs,
    );
    window.addEventListener("message", listen);
    window.document.body.appendChild(element);
  });
}

/**
 * Loads `src` in a hidden frame, resolves once it has loaded, and removes it; no load within
 * `timeoutMs` rejects with `OAuth flow timed out`.
 *
 * @example
 * ```ts
 * await loadFrame(loginSessionUrl);
 * ```
 */
export function loadFrame(src: string, timeoutMs = FRAME_TIMEOUT_MS): Promise<void> {
  const window = browserWindow("A hosted-pages frame");
  const element = frame(window, src);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      element.remove();
      reject(new IdentityError(TIMEOUT_MESSAGE, { code: "OAUTH_TIMEOUT" }));
    }, timeoutMs);
    element.onload = () => {
      clearTimeout(timer);
      element.remove();
      resolve();
    };
    window.document.body.appendChild(element);
  });
}
