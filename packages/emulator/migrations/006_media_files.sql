-- The Media Manager's uploads: a merchant asks for an upload URL (a single-use
-- token, kept hashed, valid 10 minutes), then PUTs the image's bytes to it.
-- The bytes live here, in the database, and are served from /_media/{id}/{name}.

create table media_upload_tokens (
  token_hash text primary key,
  mime_type text not null,
  file_name text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table media_files (
  id text primary key,
  display_name text not null,
  mime_type text not null,
  size_in_bytes integer not null,
  bytes bytea not null,
  created_at timestamptz not null
);
