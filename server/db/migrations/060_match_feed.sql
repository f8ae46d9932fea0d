-- Fixtures and results brought in by a data feed (docs/match-feed.md). Each league, team and match a provider sends
-- is keyed by the provider's own name or id, so importing the same data again updates the rows it made, never
-- duplicates them. Local ids come from their own sequence, clear of the seeded schedule and of admin_match_ids.
create sequence feed_ids start with 800000000;

create table feed_keys (
  provider text not null,
  kind text not null check (kind in ('league', 'team', 'match')),
  key text not null,
  local_id integer not null,
  primary key (provider, kind, key)
);
