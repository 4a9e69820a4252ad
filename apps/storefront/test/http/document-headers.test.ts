/**
 * A page's headers: the security headers on every page, shared-cacheable `Cache-Control` on a
 * catalogue page that succeeded and sets no cookie, `private, no-store` and the opener policy on
 * every other.
 */
import { describe, expect, it } from "vitest";
import { setDocumentHeaders } from "../../src/http/document-headers.ts";

const options = { nonce: "abc123", apiOrigin: "http://localhost:4000/" };

describe("a page's headers", () => {
  it("lets shared caches keep a catalogue page that succeeded, whoever asked", () => {
    const headers = new Headers();
    setDocumentHeaders(headers, 200, { ...options, catalogue: true });
    expect(headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
    );
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-abc123';");
    expect(headers.get("Content-Security-Policy")).toContain("connect-src 'self' http://localhost:4000;");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Vary")).toBeNull();
    expect(headers.get("Cross-Origin-Opener-Policy")).toBeNull();
  });

  it("makes a page private when it is no catalogue page, failed or sets cookies", () => {
    const other = new Headers();
    setDocumentHeaders(other, 200, options);
    expect(other.get("Cache-Control")).toBe("private, no-store");
    expect(other.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(other.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    const failed = new Headers();
    setDocumentHeaders(failed, 503, { ...options, catalogue: true });
    expect(failed.get("Cache-Control")).toBe("private, no-store");
    const setting = new Headers({ "Set-Cookie": "token=1" });
    setDocumentHeaders(setting, 200, { ...options, catalogue: true });
    expect(setting.get("Cache-Control")).toBe("private, no-store");
  });
});
