/** The redirect session event (`wix.headless.v1.redirect_session_created`): a domain event. */
import type { DomainEventDefinition } from "../event-definition.js";
import type { RedirectSession } from "../model/redirect-session.js";

/**
 * A redirect session was created; the handler gets `{ entity: RedirectSession, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(redirectSessionCreated, ({ entity, metadata }) => audit(entity.id, metadata.identity));
 * ```
 */
export const redirectSessionCreated: DomainEventDefinition<
  "wix.headless.v1.redirect_session_created",
  RedirectSession,
  "created"
> = { type: "wix.headless.v1.redirect_session_created", kind: "domain", action: "created", dates: [] };
