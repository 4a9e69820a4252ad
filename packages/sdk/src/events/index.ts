/** @vitrine/sdk/events: typed event definitions and webhook verification and dispatch (re-exports only). */

export { cartAbandoned, cartRecovered } from "./definitions/abandoned-carts.js";
export type { CheckoutCompletedEvent } from "./definitions/checkouts.js";
export { checkoutCompleted } from "./definitions/checkouts.js";
export { inventoryItemChanged, inventoryVariantsChanged } from "./definitions/inventory.js";
export type { OrderCanceledEvent } from "./definitions/orders.js";
export { orderCanceled, orderCreated } from "./definitions/orders.js";
export { productCreated, productDeleted, productUpdated } from "./definitions/products.js";
export { redirectSessionCreated } from "./definitions/redirects.js";
export { ribbonCreated, ribbonDeleted, ribbonUpdated } from "./definitions/ribbons.js";
export {
  isHandlerError,
  isInvalidSignatureError,
  isMalformedPayloadError,
  isMalformedTokenError,
  isPublicKeyError,
  isTokenExpiredError,
  isUnexpectedEventTypeError,
  isUnsupportedAlgorithmError,
  isWebhookError,
} from "./error-guards.js";
export type { WebhookErrorCode } from "./errors.js";
export {
  HANDLER_ERROR_NAME,
  HANDLER_FAILED,
  HandlerError,
  INVALID_PUBLIC_KEY,
  INVALID_SIGNATURE,
  INVALID_SIGNATURE_ERROR_NAME,
  InvalidSignatureError,
  MALFORMED_PAYLOAD,
  MALFORMED_PAYLOAD_ERROR_NAME,
  MALFORMED_TOKEN,
  MALFORMED_TOKEN_ERROR_NAME,
  MalformedPayloadError,
  MalformedTokenError,
  PUBLIC_KEY_ERROR_NAME,
  PublicKeyError,
  TOKEN_EXPIRED,
  TOKEN_EXPIRED_ERROR_NAME,
  TokenExpiredError,
  UNEXPECTED_EVENT_TYPE,
  UNEXPECTED_EVENT_TYPE_ERROR_NAME,
  UNSUPPORTED_ALGORITHM,
  UNSUPPORTED_ALGORITHM_ERROR_NAME,
  UnexpectedEventTypeError,
  UnsupportedAlgorithmError,
  WebhookError,
} from "./errors.js";
export type {
  ActionEnvelope,
  CreatedEnvelope,
  DeletedEnvelope,
  DomainAction,
  DomainEnvelope,
  DomainEventDefinition,
  DomainEventMetadata,
  EnvelopeOf,
  EventDefinition,
  EventHandler,
  EventKind,
  EventMetadata,
  FieldPaths,
  PlainEnvelope,
  PlainEventDefinition,
  UpdatedEnvelope,
} from "./event-definition.js";
export { DOMAIN_ACTIONS, EVENT_KINDS } from "./event-definition.js";
export type {
  BuyerIdentity,
  BuyerInfo,
  CartAbandonedEvent,
  CartRecoveredEvent,
  CartTotals,
} from "./model/abandoned-cart.js";
export { BUYER_IDENTITIES } from "./model/abandoned-cart.js";
export type {
  ChangedInventoryVariant,
  InventoryChangeReason,
  InventoryItemChanged,
  InventoryVariantsChanged,
  InventoryVariantValue,
  PreorderInfo,
} from "./model/inventory.js";
export { INVENTORY_CHANGE_REASONS } from "./model/inventory.js";
export type { RedirectSession, RedirectUrlDetails } from "./model/redirect-session.js";
export type { RibbonV3 } from "./model/ribbon.js";
export type { WebhookPublicKey } from "./public-key.js";
export { importWebhookKey } from "./public-key.js";
export { toEnvelope } from "./to-envelope.js";
export type { JwtClaims, JwtTimeOptions } from "./verify-jwt.js";
export { verifyJwt } from "./verify-jwt.js";
export type {
  WebhookAccountInfo,
  WebhookEvent,
  WebhookIdentity,
  WebhookIdentityType,
} from "./webhook-event.js";
export { parseWebhookData, WEBHOOK_IDENTITY_TYPES } from "./webhook-event.js";
export type { WebhookProcessor, WebhookProcessorOptions } from "./webhook-processor.js";
export { createWebhookProcessor } from "./webhook-processor.js";
