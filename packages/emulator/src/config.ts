/** The emulator's settings: the CLI and tests build one and hand it to `createApp`. */
import { randomBytes } from "node:crypto";
import type { CatalogVersion } from "@vitrine/sdk/catalog";
import { type BrandSettings, defaultBrandSettings } from "./settings/brand-settings.ts";
import { defaultShopSettings, type ShopSettings } from "./settings/shop-settings.ts";
import { defaultWebhookSettings, type WebhookSettings } from "./settings/webhook-settings.ts";

/** An OAuth client the emulator knows, with the origins its redirects and frames may use. */
export interface OAuthClientConfig {
  clientId: string;
  allowedOrigins: string[];
  /**
   * The store's product page, `{slug}` standing for the product's slug (e.g.
   * `http://localhost:5173/product/{slug}`), on one of `allowedOrigins`: a `storesProduct`
   * redirect session of this client opens it; without it, the emulator's hosted product page.
   */
  productUrlTemplate?: string;
}

/** Who may become a member, and how sign-in is guarded (see the README's identity section). */
export interface MemberPolicy {
  /** New members confirm their e-mail with a 6-digit code before signing in (default true). */
  requireEmailVerification: boolean;
  /** New members wait for the merchant's approval before signing in (default false). */
  requireOwnerApproval: boolean;
  /** Register and login always need a captcha token (default false). */
  requireCaptcha: boolean;
  /**
   * Captcha tokens the emulator accepts as solved (there is no real captcha
   * service). Default: one random token per config, so per start (the CLI prints
   * it); never a fixed public one, which would open the gate for anyone.
   */
  captchaTestTokens: string[];
  /** Failed logins for one e-mail within the window after which a captcha is required (default 5). */
  loginFailureLimit: number;
  /** That window, in seconds (default 900). */
  loginFailureWindowSeconds: number;
}

/** An e-mail the emulator sent (to the dev mailbox). */
export interface SentMail {
  to: string;
  subject: string;
  body: string;
}

/** Which catalogue a site runs: v1 (`/stores/v1`, `/stores-reader/v1`, `/v2/collections`) or v3 (`/stores/v3`). */
export type { CatalogVersion };

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
  /**
   * Host names requests may name in `Host` besides `localhost`, `127.0.0.1`,
   * `[::1]` and the public URL's host (any port); others get a 421 (DNS rebinding).
   */
  allowedHosts: string[];
  /**
   * The token every `/_dev` route asks for (`src/dev/dev-token-guard.ts`); unset, `/_dev` is open,
   * as it is on loopback. The CLI sets one whenever it listens on anything but loopback.
   */
  devToken?: string;
  /** The site's member policy. */
  memberPolicy: MemberPolicy;
  /** Called after each e-mail is stored in the dev mailbox (the CLI prints it). */
  onMail?: (mail: SentMail) => void;
  /**
   * An SMTP server (`smtp://user:pass@host:port`, `smtps://…`) that also receives
   * every e-mail; undefined: e-mails stay in the dev mailbox only.
   */
  smtpUrl?: string;
  /**
   * The sender address of the store's e-mails (default `no-reply@vitrine.localhost`), shown
   * under the store's name; a value naming its sender (`Shop <shop@example.com>`) is used as it is.
   */
  mailFrom?: string;
  /** Called when an e-mail could not be delivered by SMTP (the mailbox keeps it); default: printed to stderr. */
  onMailFailure?: (mail: SentMail, error: Error) => void;
  /** Webhook subscriptions given at start, retries and timing (see `WebhookSettings`). */
  webhooks: WebhookSettings;
  /** The catalogue the site runs (default v1); the other one's calls are refused (README, "Catalogue v3"). */
  catalogVersion: CatalogVersion;
  /**
   * A live cart with a known buyer e-mail is abandoned after this many minutes
   * untouched (default 60): the abandonment sweep records `CartAbandonedEvent` once.
   */
  cartAbandonAfterMinutes: number;
  /** The shop's coupons, flat shipping rate and tax rate (carts, checkouts and orders). */
  shop: ShopSettings;
  /** The store's name, accent colour and logo on its hosted pages (checked by `createApp`). */
  brand: BrandSettings;
}

/** Defaults for the demo store and tests; override what you need. */
export function defaultConfig(overrides: Partial<EmulatorConfig> = {}): EmulatorConfig {
  return {
    siteId: "vitrine-demo-site",
    apiKeys: [],
    oauthClients: [
      {
        clientId: "vitrine-demo-client",
        allowedOrigins: ["http://localhost:5173"],
        productUrlTemplate: "http://localhost:5173/product/{slug}",
      },
    ],
    accessTokenTtlSeconds: 14_400,
    refreshTokenTtlSeconds: 60 * 60 * 24 * 30,
    bodyLimitBytes: 1024 * 1024,
    corsOrigins: [],
    publicUrl: "http://localhost:4000",
    allowedHosts: [],
    memberPolicy: {
      requireEmailVerification: true,
      requireOwnerApproval: false,
      requireCaptcha: false,
      captchaTestTokens: [randomBytes(18).toString("base64url")],
      loginFailureLimit: 5,
      loginFailureWindowSeconds: 15 * 60,
    },
    webhooks: defaultWebhookSettings(),
    catalogVersion: "V1_CATALOG",
    cartAbandonAfterMinutes: 60,
    shop: defaultShopSettings(),
    brand: defaultBrandSettings(),
    ...overrides,
  };
}
