/**
 * @vitrine/emulator/testing: the emulator as a fixture for test suites, a whole
 * emulator on a port (`startEmulator`) or an in-process app (`startTestApp`),
 * with the test credentials, the demo store and its history of orders, catalogue fixtures, members,
 * authenticator codes, webhook delivery, a webhook receiver and the routing of
 * the provider's hosts to the emulator in a Playwright browser, and the types of
 * the documents the emulator stores and answers (products, collections, orders…),
 * for a test that reads them. Free of any test runner: it works under Vitest,
 * Jest, `node:test` or a plain script.
 */
export type {
  CollectionDocument,
  ProductDocument,
  VariantDocument,
} from "../catalog/model/product-document.ts";
export { COUNT_BOUND } from "../catalog/query/bounded-count.ts";
export { seedDemoStore } from "../catalog/seed/demo-store.ts";
export type { RibbonEntity } from "../catalog-core/ribbons/ribbon-entity.ts";
export { seedDemoStoreV3 } from "../catalog-demo/demo-store-v3.ts";
export type { ProductV3Document } from "../catalog-v3/model/product-v3-document.ts";
export type { QueryRibbonsResponse } from "../catalog-v3/ribbons/ribbon-query.ts";
export { seedDemoData } from "../data/seed/demo-data.ts";
export type { CheckoutDocument } from "../ecom/checkout/checkout-document.ts";
export type { OrderDocument } from "../ecom/orders/order-document.ts";
export {
  type DemoHistoryOptions,
  type DemoHistoryResult,
  seedDemoHistory,
} from "../ecom/seed/demo-history.ts";
export { DEMO_MEMBER, seedDemoMember } from "../identity/demo-member.ts";
export type { MailboxEntry } from "../mail/mailbox.ts";
export { DEMO_COUPON, demoShopSettings } from "../settings/shop-settings.ts";
export type { WebhookSettings } from "../settings/webhook-settings.ts";
export type { DeliveryLogEntry, DeliveryLogFilter } from "../webhooks/delivery-log.ts";
export type { WebhookFaults } from "../webhooks/webhook-faults.ts";
export { type ActiveMember, activeMember } from "./active-member.ts";
export { enrolAuthenticatorApp } from "./authenticator-app.ts";
export {
  DEFAULT_VARIANT,
  type FixtureProduct,
  type FixtureVariant,
  insertBulkProducts,
  insertCollection,
  insertProducts,
} from "./catalog-fixtures.ts";
export { type DevClock, devClock } from "./dev-clock.ts";
export { type DevMailbox, devMailbox } from "./dev-mailbox.ts";
export { type DevSnapshots, devSnapshots } from "./dev-snapshots.ts";
export {
  type DevWebhooks,
  devWebhooks,
  type ReplayTarget,
  type WebhookFaultsInput,
  type WebhookPublicKey,
} from "./dev-webhooks.ts";
export { fastWebhookSettings } from "./fast-webhook-settings.ts";
export { payOnHostedCheckout, SHOPPER_DETAILS } from "./hosted-checkout-payment.ts";
export { lastMailedCode } from "./mailed-code.ts";
export { memberRefreshToken, type SignedInMember } from "./member-refresh-token.ts";
export { type PkcePair, pkcePair } from "./pkce-pair.ts";
export { type LooseBody, postAsVisitor, type VisitorCallAnswer } from "./post-as-visitor.ts";
export {
  type ProviderHostRoute,
  type RoutableBrowser,
  routeProviderHostsInBrowser,
} from "./route-provider-hosts-in-browser.ts";
export { createScratchPostgresDatabase, type ScratchPostgresDatabase } from "./scratch-postgres-database.ts";
export { insertShirtCatalogue, SHIRT } from "./shirt-catalogue.ts";
export { seedSizedCatalogue } from "./sized-catalogue.ts";
export { seedSizedCatalogueV3 } from "./sized-catalogue-v3.ts";
export { type RunningEmulator, type StartEmulatorOptions, startEmulator } from "./start-emulator.ts";
export {
  createTestApp,
  type ListeningTestApp,
  listenOnLoopback,
  listenTestApp,
  startTestApp,
  type TestApp,
  type TestAppOptions,
} from "./test-app.ts";
export { TEST_API_KEY, TEST_CLIENT_ID, TEST_ORIGIN, TEST_SITE_ID } from "./test-credentials.ts";
export {
  openTestingDatabase,
  resetStore,
  sharedTestingDatabase,
  type TestingDatabaseOptions,
} from "./testing-database.ts";
export { totpCode } from "./totp-code.ts";
export { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.ts";
export { type StopWebhookWorker, startWebhookWorker } from "./webhook-worker.ts";
