/**
 * The snapshot dev endpoints of a running emulator for a test: take a
 * snapshot of the whole store by name and restore it, e.g. once after the
 * suite's set-up and before each test.
 */

/** The snapshot dev endpoints of one emulator. */
export interface DevSnapshots {
  /** Takes snapshot `name` of the whole store (`POST /_dev/snapshots`), replacing one of that name. */
  snapshot(name: string): Promise<void>;
  /** Brings the store back to snapshot `name` (`POST /_dev/snapshots/{name}/restore`). */
  restore(name: string): Promise<void>;
}

/**
 * The snapshot dev endpoints of the emulator at `url`, called with a merchant API key.
 *
 * @example
 * ```ts
 * const snapshots = devSnapshots("http://127.0.0.1:4000", { authorization: apiKey, "wix-site-id": siteId });
 * await snapshots.snapshot("seeded");
 * await snapshots.restore("seeded");
 * ```
 */
export function devSnapshots(url: string, merchantHeaders: Record<string, string>): DevSnapshots {
  const post = async (path: string, body: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { ...merchantHeaders, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  return {
    snapshot: (name) => post("/_dev/snapshots", { name }),
    restore: (name) => post(`/_dev/snapshots/${encodeURIComponent(name)}/restore`),
  };
}
