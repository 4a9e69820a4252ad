/**
 * What the storefront's server hands every loader and action besides the request: the run-time
 * settings (`context.config`), so one build serves any store and no route reads the environment.
 */
import type { StorefrontConfig } from "./config.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** The storefront's settings for this server. */
    config: StorefrontConfig;
  }
}

export type { StorefrontConfig };
