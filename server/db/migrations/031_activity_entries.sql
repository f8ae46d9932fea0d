-- Joining activities (spec 000 §2 /activity/{id}; docs/decisions.md "Joining activities"): an activity may cost an
-- entry fee and pays every participant an award once it has finished; a refunded one (status 3) returns the fees.
alter table activities add column entry_fee integer not null default 0 check (entry_fee >= 0);
alter table activities add column award integer not null default 0 check (award >= 0);

create table activity_entries (
  activity_id integer not null references activities (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  fee integer not null check (fee >= 0),
  joined_at timestamptz not null,
  -- null while open; 'award' once the award is paid, 'refund' once the fee is returned, 'none' when there was nothing.
  settled text check (settled in ('award', 'refund', 'none')),
  settled_at timestamptz,
  -- One entry per fan: joining again answers the entry and moves nothing.
  primary key (activity_id, user_id)
);
create index activity_entries_open on activity_entries (activity_id) where settled is null;
