/**
 * `/healthz`: answers 200 `ok` while the server takes requests (for load balancers and process
 * managers); it asks nothing of the API, so a store that is down does not take the server out.
 */

/** The health answer. */
export function loader() {
  return new Response("ok\n", { headers: { "content-type": "text/plain", "cache-control": "no-store" } });
}
