/** The identity wire model: login ids, profiles, identities and authentication answers, as sent. */
import type {
  AddressTag,
  AuthenticationState,
  ContactType,
  EmailTag,
  FactorType,
  IdentityStatus,
  PhoneTag,
  PrivacyStatus,
} from "./identity-enums.js";

/** How a member signs in. */
export interface LoginId {
  email: string;
}

/** A custom profile field's value. */
export interface CustomValue {
  strValue?: string;
  numValue?: number;
  dateValue?: string;
  listValue?: { value?: CustomValue[] };
  mapValue?: { value?: Record<string, CustomValue> };
}

/** A custom profile field. */
export interface CustomField {
  name: string;
  value?: CustomValue;
}

/** A postal address of a profile. */
export interface IdentityAddress {
  tag?: AddressTag;
  address?: {
    country?: string;
    subdivision?: string;
    city?: string;
    postalCode?: string;
    addressLine?: string;
    addressLine2?: string;
  };
}

/** The profile sent with register and sign-on. */
export interface IdentityProfile {
  nickname?: string;
  firstName?: string;
  lastName?: string;
  picture?: string;
  labels?: string[];
  language?: string;
  privacyStatus?: PrivacyStatus;
  birthdate?: string;
  position?: string;
  company?: string;
  emails?: string[];
  phones?: string[];
  secondaryEmails?: { email: string; tag?: EmailTag }[];
  phonesV2?: { phone: string; countryCode?: string; tag?: PhoneTag }[];
  addresses?: IdentityAddress[];
  customFields?: CustomField[];
}

/** An identity as the server returns it; dates become `Date`. */
export interface Identity {
  id?: string;
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
  connections?: unknown[];
  identityProfile?: IdentityProfile;
  metadata?: { tags?: string[] };
  email?: { address?: string; isVerified?: boolean };
  status?: { name?: IdentityStatus; reasons?: string[] };
  factors?: { factorId?: string; type?: FactorType; status?: string }[];
  contactType?: ContactType;
}

/** One captcha proof: a visible or an invisible reCAPTCHA token. */
export type CaptchaToken = { Recaptcha?: string; InvisibleRecaptcha?: string };

/** A factor a member may answer `REQUIRE_MFA` with. */
export interface AvailableFactor {
  factorType?: FactorType;
  factorStatus?: string;
}

/** What register, login and verification answer. */
export interface AuthenticationResponse {
  state: AuthenticationState;
  sessionToken?: string;
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
  /** With `REQUIRE_MFA`: the second factors the member may use. */
  requireMfaData?: { availableFactors?: AvailableFactor[]; reason?: string };
  /** With `MFA_CHALLENGE`: the factor whose code was just sent. */
  mfaChallengeData?: { factorType?: FactorType; availableFactors?: AvailableFactor[]; reason?: string };
}
