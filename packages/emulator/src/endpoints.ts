/**
 * The registry: every endpoint the emulator serves. Each service adds its
 * exported array here; `createApp` registers them all.
 */

import { catalogReadEndpoints } from "./catalog/read-endpoints.ts";
import { v1RibbonCarriers } from "./catalog/store/ribbon-carriers.ts";
import { catalogWriteEndpoints } from "./catalog/write-endpoints.ts";
import { catalogV3Endpoints } from "./catalog-v3/catalog-v3-endpoints.ts";
import { ribbonEndpoints } from "./catalog-v3/ribbons/ribbon-endpoints.ts";
import { guardCatalogVersion } from "./catalog-v3/version/catalog-version-guard.ts";
import { dataEndpoints } from "./data/data-endpoints.ts";
import { cartListEndpoint } from "./dev/cart-list-endpoint.ts";
import { clockEndpoints } from "./dev/clock-endpoints.ts";
import { triggerEventEndpoint } from "./dev/event-trigger-endpoint.ts";
import { healthEndpoints } from "./dev/health-endpoint.ts";
import { memberAdminEndpoints } from "./dev/member-admin-endpoints.ts";
import { recordedEventsEndpoint } from "./dev/recorded-events-endpoint.ts";
import { snapshotEndpoints } from "./dev/snapshot-endpoints.ts";
import { ecomEndpoints } from "./ecom/ecom-endpoints.ts";
import { customEmbedEndpoints } from "./embeds/custom-embed-endpoints.ts";
import { listSiteScripts } from "./embeds/site-scripts-endpoint.ts";
import type { Endpoint } from "./http/endpoint.ts";
import { identityEndpoints } from "./identity/identity-endpoints.ts";
import { mailboxEndpoint } from "./mail/mailbox-endpoint.ts";
import { mediaEndpoints } from "./media/upload-url-endpoint.ts";
import { redirectSessionEndpoint } from "./oauth/redirect-session-endpoint.ts";
import { tokenEndpoint } from "./oauth/token-endpoint.ts";
import { otelCollectorEndpoints } from "./telemetry/otel-collector-endpoints.ts";
import { webhookDevEndpoints } from "./webhooks/webhook-dev-endpoints.ts";
import { webhookLabEndpoints } from "./webhooks/webhook-lab-endpoints.ts";

/** All endpoints, in registration order; the catalogue ones answer only on a site running their catalogue. */
export const endpoints: readonly Endpoint[] = guardCatalogVersion([
  tokenEndpoint,
  ...catalogReadEndpoints,
  ...catalogWriteEndpoints,
  ...ribbonEndpoints(v1RibbonCarriers),
  ...catalogV3Endpoints,
  ...webhookDevEndpoints,
  ...webhookLabEndpoints,
  triggerEventEndpoint,
  recordedEventsEndpoint,
  ...memberAdminEndpoints,
  cartListEndpoint,
  ...healthEndpoints,
  ...snapshotEndpoints,
  ...clockEndpoints,
  ...identityEndpoints,
  redirectSessionEndpoint,
  mailboxEndpoint,
  ...mediaEndpoints,
  ...ecomEndpoints,
  ...dataEndpoints,
  ...customEmbedEndpoints,
  listSiteScripts,
  ...otelCollectorEndpoints,
]);
