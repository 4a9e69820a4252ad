/** `POST /session`: a sign-in's member tokens handed to the server, which keeps the refresh token in an `HttpOnly` cookie. */
import type { ActionFunctionArgs } from "react-router";
import { handOverSession } from "../../lib/member-session.server.ts";

/** Keeps the refresh token, answers the access token. */
export const action = ({ request }: ActionFunctionArgs) => handOverSession(request);
