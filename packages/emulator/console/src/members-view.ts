/**
 * The members page: each member's e-mail, status, verification, second
 * factors and open sessions, with the actions a store developer needs while
 * trying sign-in paths: verify the e-mail, block, unblock (the provider's
 * approve call), sign out everywhere, and the events the member fired.
 */
import { hasMerchantKey, merchantCall } from "./api.ts";
import { actionButton, actions, fill, h, table } from "./dom.ts";
import { entityEvents } from "./entity-events.ts";
import { attempt, failureAlert } from "./failure.ts";
import type { View } from "./view.ts";

interface Member {
  id: string;
  email: string;
  status: string;
  emailVerified: boolean;
  approvalPending: boolean;
  factors: { type?: string; status?: string }[];
  totp: string;
  openSessions: number;
}

function factorsOf(member: Member): string {
  const listed = member.factors.map((factor) =>
    [factor.type ?? "factor", factor.status].filter(Boolean).join(" "),
  );
  return [...listed, ...(member.totp === "none" ? [] : [`TOTP ${member.totp}`])].join(", ") || "none";
}

/** The members page. */
export const membersView: View = {
  title: "Members",
  async render({ root, announce }) {
    root.append(h("h1", { tabindex: -1 }, "Members"));
    if (!hasMerchantKey()) {
      root.append(
        h("p", {}, "The emulator has no API key: start it with --api-key KEY to manage members here."),
      );
      return;
    }
    const list = h("div", {});
    const events = h("div", {});
    const act = async (label: string, path: string) => {
      await attempt(announce, label, () => merchantCall("POST", path));
      await refresh();
    };
    const button = (text: string, member: Member, onClick: () => unknown) =>
      actionButton(text, `${text}: ${member.email}`, onClick);
    const refresh = async () => {
      try {
        const { members } = await merchantCall<{ members: Member[] }>("GET", "/_dev/members");
        fill(
          list,
          table(
            "Members, newest first",
            ["E-mail", "Status", "E-mail verified", "Second factors", "Open sessions", "Actions"],
            members.map((m) => [
              m.email,
              m.approvalPending ? `${m.status} (approval pending)` : m.status,
              m.emailVerified ? "yes" : "no",
              factorsOf(m),
              m.openSessions,
              actions(
                !m.emailVerified &&
                  button("Verify", m, () => void act(`${m.email} verified.`, `/_dev/members/${m.id}/verify`)),
                m.status === "BLOCKED" || m.approvalPending
                  ? button(
                      m.status === "BLOCKED" ? "Unblock" : "Approve",
                      m,
                      () => void act(`${m.email} approved.`, `/members/v1/members/${m.id}/approve`),
                    )
                  : button("Block", m, () => void act(`${m.email} blocked.`, `/_dev/members/${m.id}/block`)),
                button(
                  "Sign out everywhere",
                  m,
                  () => void act(`${m.email} signed out everywhere.`, `/_dev/members/${m.id}/sign-out`),
                ),
                button("Events", m, () => void entityEvents(events, m.id, m.email)),
              ),
            ]),
          ),
        );
      } catch (error) {
        fill(list, failureAlert("The members could not be read", error));
      }
    };
    root.append(list, events);
    await refresh();
  },
};
