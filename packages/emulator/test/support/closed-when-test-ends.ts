/**
 * What a test opens (an app, an SMTP receiver, a server) closed when that test ends, passed or
 * failed, so each test holds its own and no `afterEach` has to know which ones it opened.
 */
import { onTestFinished } from "vitest";

/** `opened`, closed when the running test finishes. */
export function closedWhenTestEnds<T extends { close(): Promise<unknown> }>(opened: T): T {
  onTestFinished(async () => {
    await opened.close();
  });
  return opened;
}
