/**
 * The Host check, against DNS rebinding: a page on `evil.example` whose name is
 * made to resolve to 127.0.0.1 reaches the emulator as its own origin, so the
 * browser's same-origin policy no longer protects the emulator. Every request
 * must name a host the emulator answers for: `localhost`, `127.0.0.1` or
 * `[::1]` (any port), the host of `config.publicUrl`, or one of
 * `config.allowedHosts` (the CLI's `--allow-host`). Anything else, a missing
 * Host included, is a 421 (Misdirected Request) before any route runs.
 */
import type { FastifyInstance } from "fastify";
import type { EmulatorConfig } from "../config.ts";
import { ApplicationFailure } from "../errors.ts";

/** Host names every emulator answers for, on any port. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** The host name of a `Host` header value, lower-cased, without its port (`[::1]` keeps its brackets). */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

/** Whether the emulator of `config` answers requests for `host` (a `Host` header value). */
export function isAllowedHost(host: string | undefined, config: EmulatorConfig): boolean {
  if (!host) return false;
  const name = hostName(host);
  return (
    LOOPBACK_HOSTS.includes(name) ||
    name === new URL(config.publicUrl).hostname ||
    config.allowedHosts.some((allowed) => allowed.toLowerCase() === name)
  );
}

/** Refuses requests for hosts the emulator does not answer for (421 in the provider's envelope). */
export function registerHostCheck(app: FastifyInstance, config: EmulatorConfig): void {
  app.addHook("onRequest", async (request) => {
    const host = request.headers.host;
    if (isAllowedHost(host, config)) return;
    throw new ApplicationFailure(
      421,
      "MISDIRECTED_REQUEST",
      `This emulator does not answer for host ${JSON.stringify(hostName(host ?? ""))}; start it with --allow-host to add one.`,
    );
  });
}
