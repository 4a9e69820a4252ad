-- A member refresh token issued from a hosted session (authorization_code
-- grant) records that session's token hash, so logout can revoke it.

alter table refresh_tokens add column session_hash text;
create index refresh_tokens_session on refresh_tokens (session_hash);
