/**
 * @vitrine/testkit: what the workspace's own test suites, benchmarks and reliability runs share
 * (private; store developers use `@vitrine/emulator/testing`).
 */
export { type AxeImpacts, axeViolations, describeViolations, runAxe } from "./axe.ts";
export { type BundlePage, bundleForBrowser, servePage } from "./browser-page.ts";
export { catalogInvariantViolations } from "./catalog-invariants.ts";
export {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  connectChromium,
  launchChromium,
  launchChromiumServer,
} from "./chromium.ts";
export { type CliProcess, killStartedClis, runCli, startCli } from "./emulator-cli.ts";
export { closedOrigin, freePort } from "./free-port.ts";
export { type ImportRulesCheck, type RefusedImport, refusedImports } from "./import-rules.ts";
export { pngSize } from "./png-size.ts";
export { findPostgresBinaries, type PostgresServer, startPostgresServer } from "./postgres-server.ts";
export {
  answerJson,
  type RecordedRequest,
  type RecordingHandler,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from "./recording-server.ts";
export {
  startWebhookRoundTrip,
  type WebhookRoundTrip,
  type WebhookRoundTripOptions,
} from "./webhook-round-trip.ts";
