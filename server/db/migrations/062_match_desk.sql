-- The console's match desk (docs/operators.md "Match desk"): every event an operator posts on a match, kept for good.
-- A wrong one is undone by marking it void, never by deleting it: the desk and the audit log show both. A goal's
-- scoring row lives in incidents (the score, the text live and the statistics are read from there) and leaves it when
-- the goal is undone; a status change sets matches.status_override and remembers the one it replaced.
create table match_desk_events (
  id serial primary key,
  match_id integer not null references matches (id) on delete cascade,
  kind text not null check (kind in ('goal', 'yellow_card', 'red_card', 'status')),
  side text check (side in ('home', 'away')),
  minute integer,
  points integer,
  player text not null default '',
  status integer,
  -- The status override the change replaced (null: the clock's status).
  status_before integer,
  -- The goal's scoring row; no foreign key, since a feed's result replaces a match's incidents (match-feed.md).
  incident_id integer,
  operator_id integer references operators (id),
  actor text not null,
  created_at timestamptz not null,
  voided_at timestamptz,
  voided_by text,
  -- 'operator' (undone at the desk) or 'feed' (a result from the feed replaced the score).
  void_reason text check (void_reason in ('operator', 'feed'))
);
create index match_desk_events_match on match_desk_events (match_id, id);
