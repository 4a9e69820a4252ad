/**
 * The identity service's failures, with the provider's application codes where
 * its client branches on them (-19995, -19971, -19970, -19976, -19973).
 */
import { ApplicationFailure, invalidField } from "../errors.ts";

/** The provider's numeric codes the clients map to sign-in error codes. */
export const IDENTITY_CODES = {
  emailExists: "-19995",
  missingCaptcha: "-19971",
  invalidCaptcha: "-19970",
  wrongPassword: "-19976",
  resetPassword: "-19973",
  memberNotFound: "-19999",
} as const;

/** 400: `loginId.email` is not an e-mail address (a field violation with `data.type` EMAIL). */
export const invalidEmail = (field = "loginId.email") =>
  invalidField(field, "must be a valid e-mail address", "FORMAT", { type: "EMAIL" });

/** 409 -19995: a member with this e-mail exists. */
export const emailExists = () =>
  new ApplicationFailure(409, IDENTITY_CODES.emailExists, "A member with this e-mail already exists.");

/** 400 -19971: this call needs a captcha token. */
export const missingCaptcha = () =>
  new ApplicationFailure(400, IDENTITY_CODES.missingCaptcha, "A captcha token is required.");

/** 400 -19970: the captcha token was not accepted. */
export const invalidCaptcha = () =>
  new ApplicationFailure(400, IDENTITY_CODES.invalidCaptcha, "The captcha token is not valid.");

/** 403 -19976: the password does not match. */
export const wrongPassword = () =>
  new ApplicationFailure(403, IDENTITY_CODES.wrongPassword, "The e-mail or password is wrong.");

/** 403 -19973: the member has no usable password and must reset it. */
export const resetPasswordRequired = () =>
  new ApplicationFailure(403, IDENTITY_CODES.resetPassword, "The member must reset the password.");

/**
 * 404 -19999: no member has this e-mail (the provider says so on login), or, with `by` "id",
 * no member has the identity id the call names.
 */
export const memberNotFound = (by: "e-mail" | "id" = "e-mail") =>
  new ApplicationFailure(404, IDENTITY_CODES.memberNotFound, `No member has this ${by}.`);

/** 403: the member is blocked or deleted. */
export const memberBlocked = () =>
  new ApplicationFailure(403, "MEMBER_BLOCKED", "This member may not sign in.");

/** 400: a state token, code or link that is unknown, used or expired. */
export const invalidToken = (what: string) =>
  new ApplicationFailure(400, "INVALID_TOKEN", `The ${what} is unknown, used or expired.`);
