/**
 * The members area's sections (the hosted members-account pages): account details, bookings,
 * orders, subscriptions and events. Each opens its hosted page through a `membersAccount`
 * redirect session that returns to the account page.
 */
import { authErrorOf, identityClientOf, useVitrineClient } from "@vitrine/react";
import {
  getMembersAccountUrl,
  MEMBERS_ACCOUNT_SECTIONS,
  type MembersAccountSection,
} from "@vitrine/sdk/identity";
import { useState } from "react";
import { paths } from "../../app/paths.ts";
import { authMessage } from "./auth-messages.ts";

/** What each section is called and holds. */
const SECTION_TEXT: Record<MembersAccountSection, { title: string; text: string }> = {
  ACCOUNT_INFO: { title: "Account details", text: "Your name, e-mail address, phone and password." },
  BOOKINGS: { title: "Bookings", text: "Appointments and classes you booked." },
  ORDERS: { title: "Orders", text: "What you bought, and where your parcels are." },
  SUBSCRIPTIONS: { title: "Subscriptions", text: "Plans that renew, and their payments." },
  EVENTS: { title: "Events", text: "Tickets and events you signed up for." },
};

/** The list of sections, each a button to its hosted page. */
export function AccountSections() {
  const client = identityClientOf(useVitrineClient());
  const [opening, setOpening] = useState<MembersAccountSection | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const open = async (section: MembersAccountSection) => {
    setOpening(section);
    setProblem(undefined);
    try {
      const url = await getMembersAccountUrl(client, section, {
        postFlowUrl: `${window.location.origin}${paths.account}`,
      });
      window.location.assign(url);
    } catch (error) {
      setOpening(undefined);
      setProblem(authMessage(authErrorOf(error)));
    }
  };

  return (
    <>
      {problem ? (
        <p className="auth-alert auth-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="account-sections">
        {MEMBERS_ACCOUNT_SECTIONS.map((section) => (
          <li key={section} className="account-section" data-section={section}>
            <h3 className="account-section__title">{SECTION_TEXT[section].title}</h3>
            <p className="account-section__text">{SECTION_TEXT[section].text}</p>
            <button
              type="button"
              className="button button--secondary account-section__open"
              onClick={() => open(section)}
              disabled={opening !== undefined}
              aria-label={`Open ${SECTION_TEXT[section].title}`}
            >
              {opening === section ? "Opening…" : "Open"}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
