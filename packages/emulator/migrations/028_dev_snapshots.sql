-- Snapshots of the whole store, taken and restored by name through
-- `/_dev/snapshots`: every table's rows as one JSON array, beside the newest
-- migration at the time, so a snapshot is never restored into another schema.

create table dev_snapshots (
  name text primary key,
  migration text not null,
  row_count int not null,
  created_at timestamptz not null default now()
);

create table dev_snapshot_tables (
  snapshot_name text not null references dev_snapshots (name) on delete cascade,
  table_name text not null,
  rows jsonb not null,
  primary key (snapshot_name, table_name)
);
