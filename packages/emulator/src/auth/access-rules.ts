/** Who may call what: an endpoint's `access` checked against the caller's `Principal`. */

import { permissionDenied, unauthenticated } from "./credentials.ts";
import type { Access, Principal } from "./principal.ts";

/**
 * Throws the 401 or 403 failure when `principal` may not call an endpoint with
 * `access`: no credential → 401 (except `public`); `member` needs a member
 * token; `write` needs a merchant/app credential.
 */
export function checkAccess(access: Access, principal: Principal): void {
  if (access === "public") return;
  if (principal.kind === "anonymous")
    throw unauthenticated("This call needs a credential (Authorization header).");
  if (access === "member" && principal.kind !== "member")
    throw permissionDenied("This call needs a signed-in member's token.");
  if (access === "write" && principal.kind !== "merchant")
    throw permissionDenied("This call needs a merchant or app credential (API key).");
}
