/**
 * `vitrine-emulator start`: opens the database, builds the app with the flags'
 * config, listens (a first line as soon as the port is bound), seeds (the demo or a store
 * file, then generated products, with a line before and after and their progress), prints where and with which credentials and member
 * policy and the dev token, ending with `listening on <address>` once ready; then one line per
 * e-mail sent (and one per failed SMTP delivery, and one per request with `--log requests`), the
 * demo store's history written in the background with its progress (`--seed demo`), and
 * on SIGINT or SIGTERM closes the server, writes the store file of `--export-on-exit`, and closes
 * the database.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createApp } from "../app.ts";
import { defaultConfig, type MemberPolicy } from "../config.ts";
import { openDatabase } from "../db/open-database.ts";
import { describeBrand } from "../settings/brand-settings.ts";
import { describeShop } from "../settings/shop-settings.ts";
import { defaultWebhookSettings } from "../settings/webhook-settings.ts";
import { EMULATOR_VERSION } from "../version.ts";
import { webhookKey } from "../webhooks/webhook-signing-key.ts";
import { writeDemoHistory } from "./demo-history-seed.ts";
import { seedDemo, seedDemoShopper } from "./demo-seed.ts";
import { chooseDevToken, devTokenBanner } from "./dev-token.ts";
import { exportOnExit } from "./export-on-exit.ts";
import { seedGeneratedProducts } from "./generated-seed.ts";
import { type ImportResult, importStore } from "./import-store.ts";
import { mailLine } from "./mail-line.ts";
import type { Output } from "./output.ts";
import { progressReporter } from "./progress.ts";
import { logRequests } from "./request-log.ts";
import type { StartOptions } from "./start-options.ts";
import { parseStoreFile } from "./store-file.ts";
import { StoreFileError } from "./store-file-error.ts";

function describeData(options: StartOptions): string {
  const { data } = options;
  if ("url" in data) return "PostgreSQL (DATABASE_URL)";
  if ("inMemory" in data) return "in memory (lost on exit)";
  return `PGlite in ${data.dataDir}`;
}

/** Where e-mails go besides the mailbox: the SMTP server's host and port, never its credentials. */
function describeSmtp(smtpUrl: string | undefined): string {
  if (!smtpUrl) return "";
  const url = new URL(smtpUrl);
  return `, and delivered by SMTP to ${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

function describePolicy(policy: MemberPolicy, smtpUrl: string | undefined): string {
  const needed = (on: boolean, what: string) => `${what} ${on ? "required" : "not required"}`;
  const rules = [
    needed(policy.requireEmailVerification, "e-mail verification"),
    needed(policy.requireOwnerApproval, "owner approval"),
    needed(policy.requireCaptcha, "captcha"),
  ];
  const tokens = policy.captchaTestTokens.join(", ");
  return `members: ${rules.join(", ")} (captcha test token: ${tokens}); e-mails are printed here and listed at /_dev/mailbox${describeSmtp(smtpUrl)}`;
}

function readStoreFile(path: string, mayBeMissing: boolean) {
  if (mayBeMissing && !existsSync(path)) return undefined;
  try {
    return parseStoreFile(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof StoreFileError ? error.message : (error as Error).message;
    throw new Error(`--seed-file ${path}: ${reason}`);
  }
}

function describeImport(result: ImportResult): string {
  const { products, collections, members, webhooks, dataCollections, dataItems } = result;
  if (products + collections + members + webhooks + dataCollections === 0)
    return "the store already has data (or the file none); left as it is";
  const data = dataCollections === 0 ? "" : `, ${dataItems} items in ${dataCollections} data collections`;
  return `${products} products in ${collections} collections, ${members} members, ${webhooks} webhook subscriptions${data}`;
}

/** Starts the emulator; resolves once it accepts requests, with a function that stops it. */
export async function startEmulator(options: StartOptions, out: Output): Promise<() => Promise<void>> {
  const storeFile =
    options.seedFile === undefined
      ? undefined
      : readStoreFile(options.seedFile, options.seedFileMayBeMissing);
  const devToken = chooseDevToken(options.host, options.devToken);
  if ("dataDir" in options.data) mkdirSync(options.data.dataDir, { recursive: true });
  const db = await openDatabase(options.data);
  const config = defaultConfig({
    catalogVersion: options.catalogVersion,
    cartAbandonAfterMinutes: options.cartAbandonAfterMinutes,
    apiKeys: options.apiKeys,
    oauthClients: [
      {
        clientId: options.clientId,
        allowedOrigins: options.allowedOrigins,
        productUrlTemplate: options.productUrlTemplate,
      },
    ],
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    allowedHosts: options.allowedHosts,
    ...(devToken ? { devToken } : {}),
    webhooks: defaultWebhookSettings({ urls: options.webhookUrls }),
    shop: options.shop,
    brand: options.brand,
    onMail: (mail) => out.log(mailLine(mail)),
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.mailFrom ? { mailFrom: options.mailFrom } : {}),
    onMailFailure: (mail, error) =>
      out.error(`SMTP delivery to ${mail.to} failed (the mailbox keeps the e-mail): ${error.message}`),
  });
  config.memberPolicy = { ...config.memberPolicy, ...options.memberPolicy };
  const app = createApp({ db, config, deliverWebhooks: true, sweepAbandonedCarts: true });
  if (options.logRequests) logRequests(app, out);
  let stopping: Promise<void> | undefined;
  const history = new AbortController();
  let past: Promise<void> = Promise.resolve();
  const stop = () => {
    history.abort();
    stopping ??= Promise.all([app.close(), past])
      .then(async () => {
        if (options.exportOnExit) out.log(await exportOnExit(db, options.exportOnExit));
      })
      .finally(() => db.close());
    return stopping;
  };
  try {
    const address = await app.listen({ port: options.port, host: options.host });
    // With --port 0 the port, and so the default public URL, is known only once
    // listening; the listening line is printed after this and the seed.
    if (!options.publicUrl) config.publicUrl = `http://localhost:${new URL(address).port}`;
    out.log(`vitrine-emulator ${EMULATOR_VERSION}: port bound at ${address}, preparing the store…`);
    if (options.seedFile && !storeFile) out.log(`no store file at ${options.seedFile} yet: starting empty`);
    if (storeFile) {
      out.log(`seeding from ${options.seedFile}…`);
      const progress = progressReporter(out, "store file (records loaded)");
      const loaded = await importStore(db, storeFile, new Date().toISOString(), progress);
      out.log(`store file: ${describeImport(loaded)}`);
    }
    if (options.seed === "demo") {
      out.log("seeding the demo catalogue…");
      out.log(
        `demo catalogue: ${await seedDemo(db, config.publicUrl, config.catalogVersion, options.mediaUrl)}`,
      );
      out.log(`demo member (sign in on the storefront): ${await seedDemoShopper(db, new Date())}`);
    }
    if (options.seedProducts > 0) await seedGeneratedProducts(db, config, options.seedProducts, out);
    out.log(`data: ${describeData(options)}`);
    out.log(`site id: ${config.siteId}`);
    out.log(`public URL: ${config.publicUrl}`);
    out.log(
      options.apiKeys.length > 0
        ? `API key (merchant calls, with header wix-site-id: ${config.siteId}): ${options.apiKeys.join(", ")}`
        : "API key: none given (pass --api-key KEY to make merchant calls)",
    );
    out.log(`OAuth client id: ${options.clientId} (browser origins: ${options.allowedOrigins.join(", ")})`);
    out.log(describePolicy(config.memberPolicy, config.smtpUrl));
    out.log(describeShop(config.shop));
    out.log(describeBrand(config.brand));
    out.log(
      `webhooks: ${options.webhookUrls.length > 0 ? options.webhookUrls.join(", ") : "none subscribed (--webhook URL or POST /_dev/webhooks)"}; verify them with this public key (also at ${config.publicUrl}/_dev/webhooks/public-key):\n${(await webhookKey(db)).publicPem.trim()}`,
    );
    for (const line of devTokenBanner(config.publicUrl, devToken)) out.log(line);
    if (options.exportOnExit) out.log(`on stop, the store is written to ${options.exportOnExit}`);
    out.log(`listening on ${address}`);
    if (options.seed === "demo") past = writeDemoHistory(db, config, out, history.signal);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
