/**
 * The merchant dashboard's route (`/admin/*`): rendered in the browser only. The server sends the
 * page frame with an empty, busy main (`HydrateFallback`); the dashboard renders once the page has
 * hydrated (`clientLoader.hydrate`).
 */
import { AdminApp } from "../../admin/admin-app.tsx";
import { pageMeta } from "../page-meta.ts";

/** Nothing to load: marks the route as the browser's to render. */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

/** The server's render, and the browser's until the dashboard's code has run. */
export function HydrateFallback() {
  return <div aria-busy="true" />;
}

/** The page's title. */
export const meta = () => pageMeta("Dashboard");

export default AdminApp;
