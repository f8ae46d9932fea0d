-- Fans' picks for a match (vote_race_team): one per user and match.
create table match_votes (
  user_id integer not null references users (id) on delete cascade,
  match_id integer not null,
  team text not null check (team in ('home', 'draw', 'away')),
  created_at timestamptz not null,
  primary key (user_id, match_id)
);
create index match_votes_match on match_votes (match_id);
