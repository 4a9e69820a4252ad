/** `useVitrineClient()`: the client of the nearest `VitrineProvider`. */
import { useContext } from "react";
import type { VitrineClient } from "./client.js";
import { VitrineContext } from "./context.js";

/**
 * The client of the nearest `VitrineProvider`; throws when there is none.
 *
 * @example
 * ```tsx
 * const client = useVitrineClient();
 * ```
 */
export function useVitrineClient(): VitrineClient {
  const client = useContext(VitrineContext);
  if (!client) throw new Error("useVitrineClient: wrap the tree in <VitrineProvider>.");
  return client;
}
