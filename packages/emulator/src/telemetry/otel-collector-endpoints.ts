/**
 * The provider's telemetry collector, as its client's monitoring reports to it: the server side of
 * `@wix/astro` (through `@wix/monitoring-velo`) posts OpenTelemetry traces and logs as JSON to
 * `POST /otel-collector/v1/traces` and `/v1/logs` on the API host. A store routed to the emulator
 * sends them here; the emulator accepts them (any caller, as the reporter sends whatever token it
 * has) and keeps nothing, answering OTLP/HTTP's success body.
 */
import type { Endpoint } from "../http/endpoint.ts";

function sink(signal: "traces" | "logs"): Endpoint {
  return {
    method: "POST",
    path: `/otel-collector/v1/${signal}`,
    access: "public",
    handle: async () => ({ partialSuccess: {} }),
  };
}

/** `POST /otel-collector/v1/traces` and `POST /otel-collector/v1/logs`: accepted, discarded. */
export const otelCollectorEndpoints: readonly Endpoint[] = [sink("traces"), sink("logs")];
