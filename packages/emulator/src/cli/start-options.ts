/**
 * The flags of `vitrine-emulator start`, parsed with node:util's `parseArgs`
 * into plain options. Unknown flags and bad values are errors (exit code 2).
 */
import { parseArgs } from "node:util";
import type { CatalogVersion } from "../config.ts";
import { type BrandSettings, brandProblem, defaultBrandSettings } from "../settings/brand-settings.ts";
import {
  type Coupon,
  defaultShopSettings,
  demoShopSettings,
  type ShopSettings,
} from "../settings/shop-settings.ts";
import { DEMO_API_KEY } from "./start-usage.ts";

/** Where the data lives: a PGlite folder, memory, or the PostgreSQL of `DATABASE_URL`. */
export type DataLocation = { dataDir: string } | { inMemory: true } | { url: string };

/** What `start` runs with. */
export interface StartOptions {
  port: number;
  host: string;
  data: DataLocation;
  seed: "demo" | "none";
  /** A store file to load into an empty store (`--seed-file` or `--import`, from `vitrine-emulator export`). */
  seedFile: string | undefined;
  /** Generated products added after any seed (`--seed-products N`; default 0). */
  seedProducts: number;
  /** Whether a missing `seedFile` means an empty start (`--import PATH --export-on-exit PATH`: the first run). */
  seedFileMayBeMissing: boolean;
  /** Where the store is written as a store file on stop (`--export-on-exit`). */
  exportOnExit: string | undefined;
  /** The token `/_dev` asks for when not bound to loopback (`--dev-token`); undefined: one is made. */
  devToken: string | undefined;
  /** Print one line per request (`--log requests`). */
  logRequests: boolean;
  /** The catalogue the site runs (`--catalog v1|v3`). */
  catalogVersion: CatalogVersion;
  /** Accepted API keys (merchant calls); empty when none was given and no demo seed. */
  apiKeys: string[];
  clientId: string;
  allowedOrigins: string[];
  /** The store's product page for `storesProduct` redirects (`--product-url`; default `<first origin>/product/{slug}`). */
  productUrlTemplate: string;
  /** The public origin; undefined: `http://localhost:<the port it listens on>`. */
  publicUrl: string | undefined;
  /** The origin the demo store's pictures are named under (`--media-url`); undefined: the public URL. */
  mediaUrl: string | undefined;
  /** Host names answered besides loopback and the public URL's (`--allow-host`, repeatable). */
  allowedHosts: string[];
  /** URLs that receive every event as a signed webhook (`--webhook`, repeatable). */
  webhookUrls: string[];
  /** An SMTP server that also receives every e-mail (`--smtp-url`, else `SMTP_URL`). */
  smtpUrl: string | undefined;
  /** The sender address of the store's e-mails (`--mail-from`); undefined: the config's default. */
  mailFrom: string | undefined;
  /** Minutes untouched after which a cart with a known buyer e-mail is abandoned (`--cart-abandon-after`). */
  cartAbandonAfterMinutes: number;
  /** Coupons, shipping and tax (`--coupon`, `--shipping-rate`, `--tax-rate`; the demo store's with `--seed demo`). */
  shop: ShopSettings;
  /** The hosted pages' store name, accent colour and logo (`--store-name`, `--brand-color`, `--logo-url`). */
  brand: BrandSettings;
  /** Who may sign in, and how (`--require-email-verification`, `--require-owner-approval`, `--require-captcha`). */
  memberPolicy: {
    requireEmailVerification: boolean;
    requireOwnerApproval: boolean;
    requireCaptcha: boolean;
  };
}

export { DEMO_API_KEY, USAGE } from "./start-usage.ts";

/** A command-line mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined) return 4000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new UsageError(`--port must be 0..65535, not ${value}`);
  return port;
}

function origin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`not a URL: ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`not an http(s) URL: ${value}`);
  return url.origin;
}

function allowedHost(value: string): string {
  const url = URL.canParse(`http://${value}`) ? new URL(`http://${value}`) : undefined;
  if (!url || url.host !== value.toLowerCase() || url.port !== "")
    throw new UsageError(`--allow-host needs a host name without scheme, port or path, not ${value}`);
  return url.hostname;
}

function yesNo(value: string | undefined, flag: string, byDefault: boolean): boolean {
  if (value === undefined) return byDefault;
  if (value !== "true" && value !== "false")
    throw new UsageError(`${flag} must be true or false, not ${value}`);
  return value === "true";
}

function minutes(value: string | undefined, flag: string, byDefault: number): number {
  if (value === undefined) return byDefault;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > 525_600)
    throw new UsageError(`${flag} must be a whole number of minutes from 1 to 525600, not ${value}`);
  return count;
}

function productCount(value: string | undefined): number {
  if (value === undefined) return 0;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count > 1_000_000)
    throw new UsageError(`--seed-products must be a whole number from 0 to 1000000, not ${value}`);
  return count;
}

function webhookUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:")
    throw new UsageError(`--webhook needs an http(s) URL, not ${value}`);
  return url.href;
}

function smtpUrl(value: string | undefined, source: string): string | undefined {
  if (value === undefined || value === "") return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if ((url?.protocol !== "smtp:" && url?.protocol !== "smtps:") || !url.hostname)
    throw new UsageError(`${source} needs an smtp:// or smtps:// URL with a host, not ${value}`);
  return value;
}

function coupon(value: string): Coupon {
  const match = /^([A-Za-z0-9_-]{1,40}):(\d{1,3}(?:\.\d{1,2})?)$/.exec(value);
  const percentOff = Number(match?.[2]);
  if (!match?.[1] || !(percentOff > 0 && percentOff <= 100))
    throw new UsageError(
      `--coupon needs CODE:PERCENT (letters, digits, - or _; 0 < PERCENT <= 100), not ${value}`,
    );
  return { code: match[1], percentOff };
}

function amount(value: string | undefined, flag: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || number > max)
    throw new UsageError(`${flag} must be a number from 0 to ${max} with at most 2 decimals, not ${value}`);
  return number;
}

function brandSettings(values: ReturnType<typeof parse>["values"]): BrandSettings {
  const brand = defaultBrandSettings();
  const chosen: BrandSettings = {
    storeName: values["store-name"] ?? brand.storeName,
    accentColor: values["brand-color"] ?? brand.accentColor,
    logoUrl: values["logo-url"],
  };
  const problem = brandProblem(chosen);
  if (problem) throw new UsageError(problem);
  return chosen;
}

function shopSettings(values: ReturnType<typeof parse>["values"], demo: boolean): ShopSettings {
  const base = demo ? demoShopSettings() : defaultShopSettings();
  return {
    coupons: values.coupon ? values.coupon.map(coupon) : base.coupons,
    shippingFlatRate: amount(values["shipping-rate"], "--shipping-rate", 1_000_000) ?? base.shippingFlatRate,
    taxRatePercent: amount(values["tax-rate"], "--tax-rate", 100) ?? base.taxRatePercent,
  };
}

/** Parses the arguments after `start`; `env` supplies `DATABASE_URL` and `SMTP_URL`. */
export function parseStartOptions(args: string[], env: NodeJS.ProcessEnv): StartOptions {
  let values: ReturnType<typeof parse>["values"];
  try {
    values = parse(args).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.data !== undefined && values["in-memory"])
    throw new UsageError("--data and --in-memory exclude each other");
  const seed = values.seed ?? "none";
  if (seed !== "demo" && seed !== "none") throw new UsageError(`--seed must be demo or none, not ${seed}`);
  if (values["seed-file"] !== undefined && values.import !== undefined)
    throw new UsageError("--seed-file and --import exclude each other (they are the same)");
  const seedFile = values["seed-file"] ?? values.import;
  if (seedFile !== undefined && seed === "demo")
    throw new UsageError(`--seed demo and ${values.import ? "--import" : "--seed-file"} exclude each other`);
  const devToken = values["dev-token"];
  if (devToken !== undefined && !/^[A-Za-z0-9._~-]{16,}$/.test(devToken))
    throw new UsageError("--dev-token needs 16 or more letters, digits or . _ ~ -");
  if (values.log !== undefined && values.log !== "requests")
    throw new UsageError(`--log must be requests, not ${values.log}`);
  const catalog = values.catalog ?? "v1";
  if (catalog !== "v1" && catalog !== "v3")
    throw new UsageError(`--catalog must be v1 or v3, not ${catalog}`);
  const listenPort = port(values.port);
  const data: DataLocation = values["in-memory"]
    ? { inMemory: true }
    : values.data === undefined && env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: values.data ?? ".vitrine" };
  const apiKeys = values["api-key"] ?? (seed === "demo" ? [DEMO_API_KEY] : []);
  if (apiKeys.some((key) => key.length < 8 || /[\s,]/.test(key)))
    throw new UsageError("--api-key needs 8 or more characters, without spaces or commas");
  const allowedOrigins = (values["allow-origin"] ?? ["http://localhost:5173"]).map(origin);
  return {
    port: listenPort,
    host: values.host ?? "127.0.0.1",
    data,
    seed,
    seedFile,
    seedProducts: productCount(values["seed-products"]),
    seedFileMayBeMissing: values.import !== undefined && values.import === values["export-on-exit"],
    exportOnExit: values["export-on-exit"],
    devToken,
    logRequests: values.log === "requests",
    catalogVersion: catalog === "v3" ? "V3_CATALOG" : "V1_CATALOG",
    apiKeys,
    clientId: values["client-id"] ?? "vitrine-demo-client",
    allowedOrigins,
    productUrlTemplate: values["product-url"] ?? `${allowedOrigins[0]}/product/{slug}`,
    publicUrl: values["public-url"] ? origin(values["public-url"]) : undefined,
    mediaUrl: values["media-url"] ? origin(values["media-url"]) : undefined,
    allowedHosts: (values["allow-host"] ?? []).map(allowedHost),
    webhookUrls: (values.webhook ?? []).map(webhookUrl),
    smtpUrl:
      values["smtp-url"] !== undefined
        ? smtpUrl(values["smtp-url"], "--smtp-url")
        : smtpUrl(env.SMTP_URL, "SMTP_URL"),
    mailFrom: values["mail-from"],
    cartAbandonAfterMinutes: minutes(values["cart-abandon-after"], "--cart-abandon-after", 60),
    shop: shopSettings(values, seed === "demo"),
    brand: brandSettings(values),
    memberPolicy: {
      requireEmailVerification: yesNo(
        values["require-email-verification"],
        "--require-email-verification",
        true,
      ),
      requireOwnerApproval: values["require-owner-approval"] ?? false,
      requireCaptcha: values["require-captcha"] ?? false,
    },
  };
}

function parse(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      data: { type: "string" },
      "in-memory": { type: "boolean" },
      seed: { type: "string" },
      "seed-file": { type: "string" },
      "seed-products": { type: "string" },
      import: { type: "string" },
      "export-on-exit": { type: "string" },
      "dev-token": { type: "string" },
      log: { type: "string" },
      catalog: { type: "string" },
      "api-key": { type: "string", multiple: true },
      "client-id": { type: "string" },
      "allow-origin": { type: "string", multiple: true },
      "product-url": { type: "string" },
      "public-url": { type: "string" },
      "media-url": { type: "string" },
      "allow-host": { type: "string", multiple: true },
      webhook: { type: "string", multiple: true },
      "smtp-url": { type: "string" },
      "mail-from": { type: "string" },
      "cart-abandon-after": { type: "string" },
      "require-email-verification": { type: "string" },
      "require-owner-approval": { type: "boolean" },
      "require-captcha": { type: "boolean" },
      coupon: { type: "string", multiple: true },
      "shipping-rate": { type: "string" },
      "tax-rate": { type: "string" },
      "store-name": { type: "string" },
      "brand-color": { type: "string" },
      "logo-url": { type: "string" },
    },
  });
}
