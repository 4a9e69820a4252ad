/**
 * The dev panel (`/dev`, linked from the footer; loaded lazily): the emulator's mailbox and its
 * webhook delivery log, so someone trying the demo can verify an e-mail without a real inbox and
 * see which events went out.
 */

import { MailboxPanel } from "../components/dev/mailbox-panel.tsx";
import { WebhookLogPanel } from "../components/dev/webhook-log-panel.tsx";
import { AdminSessionProvider } from "../lib/admin-session.tsx";
import "../styles/admin.css";
import "../styles/dev.css";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The dev panel page. */
export function DevPanelPage() {
  useDocumentTitle("Dev panel");
  return (
    <div className="dev-panel">
      <h1>Dev panel</h1>
      <p className="dev-panel__intro">Tools of the local emulator, for trying the demo.</p>
      <MailboxPanel />
      <AdminSessionProvider>
        <WebhookLogPanel />
      </AdminSessionProvider>
    </div>
  );
}
