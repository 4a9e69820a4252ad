/**
 * @vitrine/emulator/testing: the emulator as a fixture for test suites, a whole
 * emulator on a port (`startEmulator`) or an in-process app (`startTestApp`),
 * with the test credentials and the demo store.
 */
export { seedDemoStore } from "../catalog/seed/demo-store.ts";
export { seedDemoStoreV3 } from "../catalog-v3/seed/demo-store-v3.ts";
export { DEMO_COUPON, demoShopSettings } from "../ecom/shop-settings.ts";
export { DEMO_MEMBER, seedDemoMember } from "../identity/demo-member.ts";
export type { MailboxEntry } from "../mail/mailbox.ts";
export type { DeliveryLogEntry, DeliveryLogFilter } from "../webhooks/delivery-log.ts";
export { type DevMailbox, devMailbox } from "./dev-mailbox.ts";
export { type DevWebhooks, devWebhooks, type WebhookPublicKey } from "./dev-webhooks.ts";
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
export { openTestingDatabase, resetStore, sharedTestingDatabase } from "./testing-database.ts";
