/** Type tests: each public identity enum union is exactly its runtime list's values, kept as string literals. */
import type {
  ADDRESS_TAGS,
  AddressTag,
  AUTHENTICATION_STATES,
  AuthenticationState,
  CONTACT_TYPES,
  ContactType,
  EMAIL_TAGS,
  EmailTag,
  FACTOR_TYPES,
  FactorType,
  IDENTITY_STATUSES,
  IDENTITY_TYPES,
  IdentityStatus,
  IdentityType,
  LOGIN_STATES,
  LoginState,
  MEMBER_FIELDSETS,
  MEMBERS_ACCOUNT_SECTIONS,
  MemberFieldset,
  MembersAccountSection,
  PHONE_TAGS,
  PhoneTag,
  PRIVACY_STATUSES,
  PrivacyStatus,
  RESPONSE_MODES,
  ResponseMode,
  SECOND_FACTOR_TYPES,
  SecondFactorType,
  TOKEN_ROLES,
  TokenRole,
} from "@vitrine/sdk/identity";
import { expectTypeOf, test } from "vitest";

test("identity each union is its list's values, as literals", () => {
  expectTypeOf<(typeof IDENTITY_STATUSES)[number]>().toEqualTypeOf<IdentityStatus>();
  expectTypeOf<(typeof FACTOR_TYPES)[number]>().toEqualTypeOf<FactorType>();
  expectTypeOf<(typeof ADDRESS_TAGS)[number]>().toEqualTypeOf<AddressTag>();
  expectTypeOf<(typeof EMAIL_TAGS)[number]>().toEqualTypeOf<EmailTag>();
  expectTypeOf<(typeof PHONE_TAGS)[number]>().toEqualTypeOf<PhoneTag>();
  expectTypeOf<(typeof PRIVACY_STATUSES)[number]>().toEqualTypeOf<PrivacyStatus>();
  expectTypeOf<(typeof CONTACT_TYPES)[number]>().toEqualTypeOf<ContactType>();
  expectTypeOf<(typeof IDENTITY_TYPES)[number]>().toEqualTypeOf<IdentityType>();
  expectTypeOf<(typeof AUTHENTICATION_STATES)[number]>().toEqualTypeOf<AuthenticationState>();
  expectTypeOf<(typeof LOGIN_STATES)[number]>().toEqualTypeOf<LoginState>();
  expectTypeOf<(typeof MEMBERS_ACCOUNT_SECTIONS)[number]>().toEqualTypeOf<MembersAccountSection>();
  expectTypeOf<(typeof TOKEN_ROLES)[number]>().toEqualTypeOf<TokenRole>();
  expectTypeOf<(typeof MEMBER_FIELDSETS)[number]>().toEqualTypeOf<MemberFieldset>();
  expectTypeOf<(typeof SECOND_FACTOR_TYPES)[number]>().toEqualTypeOf<SecondFactorType>();
  expectTypeOf<(typeof RESPONSE_MODES)[number]>().toEqualTypeOf<ResponseMode>();
  expectTypeOf<SecondFactorType>().toExtend<FactorType>();
  expectTypeOf<
    string extends
      | IdentityStatus
      | FactorType
      | AddressTag
      | EmailTag
      | PhoneTag
      | PrivacyStatus
      | ContactType
      | IdentityType
      | AuthenticationState
      | LoginState
      | MembersAccountSection
      | TokenRole
      | MemberFieldset
      | SecondFactorType
      | ResponseMode
      ? true
      : false
  >().toEqualTypeOf<false>();
});
