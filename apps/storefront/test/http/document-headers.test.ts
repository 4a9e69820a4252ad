/**
 * A page's headers: the security headers on every page, the route's own `Cache-Control` kept on a
 * page that succeeded, and `private, no-store` when the route chose none or the page failed.
 */
import { describe, expect, it } from "vitest";
import { cacheControl } from "../../src/http/cache-control.ts";
import { setDocumentHeaders } from "../../src/http/document-headers.ts";

const options = { nonce: "abc123", apiOrigin: "http://localhost:4000/" };

describe("a page's headers", () => {
  it("keeps a catalogue route's shared caching on a page that succeeded", () => {
    const headers = new Headers({ "Cache-Control": cacheControl("catalogue") });
    setDocumentHeaders(headers, 200, options);
    expect(headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
    );
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-abc123';");
    expect(headers.get("Content-Security-Policy")).toContain("connect-src 'self' http://localhost:4000;");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("makes a page private when its route chose nothing, or when it failed", () => {
    const unset = new Headers();
    setDocumentHeaders(unset, 200, options);
    expect(unset.get("Cache-Control")).toBe("private, no-store");
    const failed = new Headers({ "Cache-Control": cacheControl("catalogue") });
    setDocumentHeaders(failed, 503, options);
    expect(failed.get("Cache-Control")).toBe("private, no-store");
  });
});
