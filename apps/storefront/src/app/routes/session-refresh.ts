/** `POST /session/refresh`: a new access token for the member cookie's refresh token. */
import type { ActionFunctionArgs } from "react-router";
import { refreshSession } from "../../lib/member-session.server.ts";

/** Renews the member's access token. */
export const action = ({ request, context }: ActionFunctionArgs) => refreshSession(request, context.config);
