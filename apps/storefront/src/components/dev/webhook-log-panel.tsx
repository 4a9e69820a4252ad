/**
 * The webhook delivery log, newest first: event, receiver, status, attempts, last answer and
 * error. The log needs the store's API key, so it asks for one (the dashboard's sign-in) when the
 * tab has none. Refreshes every few seconds.
 */
import { useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../../lib/admin-session.tsx";
import { readWebhookDeliveries } from "../../lib/dev-data.ts";
import { errorMessage } from "../forms/form-errors.ts";
import { AdminSignInForm } from "../merchant/admin-sign-in-form.tsx";

/** How often the log is read again, in ms. */
const REFRESH_MS = 3000;
/** How many deliveries are shown. */
const LOG_SIZE = 100;

function DeliveryTable() {
  const { credentials, signOut } = useAdminSession();
  const log = useQuery({
    queryKey: ["dev", "webhook-deliveries", credentials?.siteId],
    queryFn: async () => (credentials ? readWebhookDeliveries(credentials, LOG_SIZE) : []),
    enabled: credentials !== undefined,
    refetchInterval: REFRESH_MS,
  });
  const deliveries = [...(log.data ?? [])].reverse();

  return (
    <>
      {log.isError ? (
        <p className="form-message form-message--error" role="alert">
          {errorMessage(log.error)}{" "}
          <button type="button" className="button button--secondary button--small" onClick={signOut}>
            Use another key
          </button>
        </p>
      ) : null}
      {log.isSuccess && deliveries.length === 0 ? (
        <p className="dev-empty">
          No deliveries yet. Register a receiver with <code>POST /_dev/webhooks</code> or{" "}
          <code>vitrine-emulator start --webhook URL</code>, then change the catalogue.
        </p>
      ) : null}
      {deliveries.length > 0 ? (
        <div className="admin-table-scroll">
          <table className="admin-table delivery-table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Receiver</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col">Last error</th>
                <th scope="col">Recorded</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} data-testid="delivery">
                  <td data-label="Event">{delivery.eventType}</td>
                  <td data-label="Receiver" className="delivery-table__url">
                    {delivery.url}
                  </td>
                  <td data-label="Status">
                    <span
                      className={`delivery-status delivery-status--${delivery.status}`}
                      data-testid="delivery-status"
                    >
                      {delivery.status}
                    </span>
                  </td>
                  <td data-label="Attempts">{delivery.attempts}</td>
                  <td data-label="Last answer">{delivery.lastStatusCode ?? "–"}</td>
                  <td data-label="Last error">{delivery.lastError ?? "–"}</td>
                  <td data-label="Recorded">
                    <time dateTime={delivery.createdAt}>
                      {new Date(delivery.createdAt).toLocaleTimeString()}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** Shows the webhook delivery log, or the sign-in it needs. */
export function WebhookLogPanel() {
  const { credentials } = useAdminSession();
  return (
    <section className="dev-section" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhook deliveries</h2>
      {credentials ? (
        <DeliveryTable />
      ) : (
        <AdminSignInForm intro="The delivery log needs the store's API key (the same as the dashboard's)." />
      )}
    </section>
  );
}
