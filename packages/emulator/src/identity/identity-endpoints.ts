/** Every JSON endpoint of the identity service, for the registry (`src/endpoints.ts`). */
import type { Endpoint } from "../http/endpoint.ts";
import {
  approveMemberEndpoint,
  changePasswordEndpoint,
  signOnEndpoint,
  verifyFactorEndpoint,
} from "./account-endpoints.ts";
import { loginEndpoint } from "./login-endpoint.ts";
import { myMemberEndpoint } from "./my-member-endpoint.ts";
import { recoveryEndpoints } from "./recovery-endpoints.ts";
import { registerEndpoint } from "./register-endpoint.ts";
import { verificationEndpoints } from "./verification-endpoints.ts";

/** The identity endpoints. */
export const identityEndpoints: readonly Endpoint[] = [
  registerEndpoint,
  loginEndpoint,
  changePasswordEndpoint,
  signOnEndpoint,
  verifyFactorEndpoint,
  approveMemberEndpoint,
  myMemberEndpoint,
  ...verificationEndpoints,
  ...recoveryEndpoints,
];
