/** `POST /session/sign-out`: clears the member cookie. */
import type { ActionFunctionArgs } from "react-router";
import { endSession } from "../../lib/member-session.server.ts";

/** Forgets the member's refresh token. */
export const action = ({ request }: ActionFunctionArgs) => endSession(request);
