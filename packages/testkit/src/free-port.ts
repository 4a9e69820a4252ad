/**
 * Ports on 127.0.0.1 for servers a test starts itself: a free one to listen on, or an origin
 * where nothing listens, to provoke a refused connection.
 */
import { createServer } from "node:net";

/**
 * A free TCP port on 127.0.0.1, asked from the operating system and released again (for a
 * server that must be told its port before it starts, such as `vite preview`).
 *
 * @example
 * ```ts
 * const port = await freePort();
 * ```
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * An origin on 127.0.0.1 where nothing listens: a request to it fails to connect.
 *
 * @example
 * ```ts
 * await expect(fetch(await closedOrigin())).rejects.toThrow();
 * ```
 */
export async function closedOrigin(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
