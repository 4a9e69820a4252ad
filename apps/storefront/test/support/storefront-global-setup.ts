/**
 * Vitest global setup of the storefront's project, before any of its files runs: the production
 * build of the current sources (`build-once.ts`), so that files running side by side never build
 * it twice, and one headless Chromium for the whole run, which each file connects to
 * (`browser.ts`) instead of launching its own.
 */
import { launchChromiumServer } from "@vitrine/testkit";
import type { TestProject } from "vitest/node";
import { storefrontBuild } from "./build-once.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the run's Chromium. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const [chromium] = await Promise.all([launchChromiumServer(), storefrontBuild()]);
  project.provide("chromiumEndpoint", chromium.wsEndpoint());
  return () => chromium.close();
}
