/** Vitest global setup for the PostgreSQL project: one server for the whole run. */
import { findPostgresBinaries, startPostgresServer } from "@vitrine/testkit";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error("PostgreSQL server binaries not found");
  const server = await startPostgresServer(bin);
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
