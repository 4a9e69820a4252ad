-- A member's authenticator-app (TOTP) factor: its shared secret, whether the member has confirmed
-- it with a first code, and the last time step a code was accepted for (no replay in its window).
create table member_totp_factors (
  identity_id text primary key references identities (id) on delete cascade,
  secret text not null,
  active boolean not null default false,
  last_used_step bigint not null default -1,
  created_at timestamptz not null
);

-- A sign-in waiting for its second factor: found by the hash of its state token, spent once
-- answered or after 5 wrong codes; an SMS or CALL code, when one was sent, as a hash.
create table sign_in_challenges (
  state_token_hash text primary key,
  identity_id text not null references identities (id) on delete cascade,
  expires_at timestamptz not null,
  attempts int not null default 0,
  consumed_at timestamptz,
  phone_code_hash text,
  phone_code_expires_at timestamptz
);
