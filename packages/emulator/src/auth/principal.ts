/**
 * Who is calling (`Principal`, established by `Credentials` from the
 * `Authorization` and `wix-site-id` headers) and who may call an endpoint
 * (`Access`, checked by `access-rules.ts`). The endpoint contract
 * (`http/endpoint.ts`) hands both to every handler.
 */

/** Who is calling, established from the `Authorization` (and `wix-site-id`) headers. */
export type Principal =
  | { kind: "anonymous" }
  | { kind: "visitor"; visitorId: string; clientId: string }
  | { kind: "member"; memberId: string; clientId: string; sessionHash?: string }
  | { kind: "merchant"; siteId: string; keyName: string };

/**
 * Who may call an endpoint:
 * - `public`: anyone, no credential needed (token endpoint, hosted pages);
 * - `read`: any visitor, member or merchant credential, 401 without one;
 * - `member`: a member token only (403 for visitors and merchants);
 * - `write`: a merchant/app credential only (403 for visitors and members).
 */
export type Access = "public" | "read" | "member" | "write";
