-- The emulator's movable clock (`/_dev/clock`): how far ahead of real time the
-- store's time runs, kept here so every process on one PostgreSQL reads the
-- same time. `emulator_now()` is that time in SQL, the default of the outbox's
-- event times, so an event recorded after the clock moved carries the moved time.

create table emulator_clock (
  id int primary key default 1 check (id = 1),
  offset_ms bigint not null default 0 check (offset_ms >= 0)
);

create function emulator_now() returns timestamptz language sql stable as $$
  select now() + coalesce((select offset_ms from emulator_clock where id = 1), 0) * interval '1 millisecond'
$$;

alter table outbox alter column created_at set default emulator_now();
