-- Identity: member sessions, sign-in state, e-mailed codes and links, redirect
-- sessions of the hosted pages, authorization codes, the dev mailbox and the
-- login-failure counter. Secrets (tokens, codes) are stored as sha-256 hashes.

alter table identities add column email_verified boolean not null default false;
alter table identities add column approval_pending boolean not null default false;

-- A signed-in member: the session token of login/register/sign-on and of the hosted pages.
create table member_sessions (
  token_hash text primary key,
  identity_id text not null references identities (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index member_sessions_identity on member_sessions (identity_id);

-- An e-mailed 6-digit code awaiting entry, found by its state token.
create table verification_codes (
  state_token_hash text primary key,
  identity_id text not null references identities (id) on delete cascade,
  code_hash text not null,
  attempts int not null default 0,
  resends int not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz
);

-- A single-use password-reset or activation link.
create table recovery_tokens (
  token_hash text primary key,
  identity_id text not null references identities (id) on delete cascade,
  purpose text not null,                -- 'recovery' | 'activation'
  redirect_url text,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- A hosted-page visit created by POST /_api/redirects-api/v1/redirect-session.
create table redirect_sessions (
  id text primary key,
  kind text not null,
  request jsonb not null,
  csrf_hash text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  completed_at timestamptz
);

-- A single-use OAuth authorization code (RFC 6749 §4.1.2) with its PKCE challenge.
create table authorization_codes (
  code_hash text primary key,
  client_id text not null references oauth_clients (client_id) on delete cascade,
  redirect_uri text,
  code_challenge text not null,
  identity_id text not null references identities (id) on delete cascade,
  session_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Every e-mail the emulator sends.
create table mailbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null
);
create index mailbox_to on mailbox (lower(to_address), id);

-- Failed password sign-ins, per e-mail, for the captcha gate.
create table login_failures (
  id bigint generated always as identity primary key,
  email text not null,                  -- lower-cased
  failed_at timestamptz not null
);
create index login_failures_email on login_failures (email, failed_at);
