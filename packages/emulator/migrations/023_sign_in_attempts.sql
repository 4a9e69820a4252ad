-- Sign-in guesses allowed per window: passwords per e-mail (lower-cased), second-factor codes
-- per member and factor. A guess takes a place here before it is checked, in one statement
-- (an upsert whose update holds the row's lock), so concurrent guesses, from any number of
-- emulator processes on the database, never take more places than the limit; a right answer
-- gives its place back. The failure log this replaces counted only after the check.
drop table login_failures;
create table sign_in_attempts (
  kind text not null,                   -- 'PASSWORD' | 'TOTP' | 'SMS' | 'CALL'
  subject text not null,                -- the lower-cased e-mail (PASSWORD), else the identity id
  window_started_at timestamptz not null,
  attempts int not null,
  primary key (kind, subject)
);
