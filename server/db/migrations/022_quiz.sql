-- The match quiz (docs/decisions.md "Match quiz", docs/ledger.md "Quiz"): a fan's stake of gold on an answer to one of
-- a match's questions, at the odds offered when answered, settled once from the final score or refunded.
create table quiz_entries (
  id serial primary key,
  user_id integer not null references users (id),
  match_id integer not null,
  question text not null check (question in ('result', 'total')),
  choice text not null check (choice in ('home', 'draw', 'away', 'over', 'under')),
  -- The total's line when answered (null for the result question).
  line double precision,
  stake integer not null check (stake > 0),
  -- Decimal odds in hundredths (185 = 1.85), fixed when the fan answered.
  odds integer not null check (odds > 100),
  -- Package status of spec 000 §4 once decided: finished 2 or refund 3; null until then.
  settled integer check (settled in (2, 3)),
  -- Hit result of spec 000 §4: hit 1, missed 2; null unless finished.
  hit integer check (hit in (1, 2)),
  payout integer not null default 0 check (payout >= 0),
  request_id text not null,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (user_id, request_id)
);
create index quiz_entries_open on quiz_entries (match_id) where settled is null;
create index quiz_entries_user on quiz_entries (user_id, id desc);
create index quiz_entries_match on quiz_entries (match_id, question, choice);
