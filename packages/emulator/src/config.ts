/** The emulator's settings: the CLI and tests build one and hand it to `createApp`. */
import { defaultWebhookSettings, type WebhookSettings } from "./webhooks/delivery-settings.ts";

/** An OAuth client the emulator knows, with the origins its redirects and frames may use. */
export interface OAuthClientConfig {
  clientId: string;
  allowedOrigins: string[];
}

/** Everything `createApp` needs besides the database. */
export interface EmulatorConfig {
  /** The site's id, checked against `wix-site-id` on API-key calls. */
  siteId: string;
  /** API keys accepted for merchant/app calls (stored hashed). */
  apiKeys: string[];
  /** OAuth clients (visitor and member tokens). */
  oauthClients: OAuthClientConfig[];
  /** Lifetime of access tokens, in seconds (the provider uses 14400). */
  accessTokenTtlSeconds: number;
  /** Lifetime of refresh tokens, in seconds. */
  refreshTokenTtlSeconds: number;
  /** Largest accepted request body, in bytes (larger gets 413). */
  bodyLimitBytes: number;
  /** Origins allowed by CORS: the union of every client's allowed origins plus these. */
  corsOrigins: string[];
  /** The emulator's own public origin, e.g. `http://localhost:4000` (for URLs it builds). */
  publicUrl: string;
  /** Webhook subscriptions given at start, retries and timing (see `WebhookSettings`). */
  webhooks: WebhookSettings;
}

/** Defaults for the demo store and tests; override what you need. */
export function defaultConfig(overrides: Partial<EmulatorConfig> = {}): EmulatorConfig {
  return {
    siteId: "vitrine-demo-site",
    apiKeys: [],
    oauthClients: [{ clientId: "vitrine-demo-client", allowedOrigins: ["http://localhost:5173"] }],
    accessTokenTtlSeconds: 14_400,
    refreshTokenTtlSeconds: 60 * 60 * 24 * 30,
    bodyLimitBytes: 1024 * 1024,
    corsOrigins: [],
    publicUrl: "http://localhost:4000",
    webhooks: defaultWebhookSettings(),
    ...overrides,
  };
}
