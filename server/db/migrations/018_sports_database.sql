-- The sports database (spec 000 §2 database routes, §7 /api/SportDatabase/...). Everything the database pages, the
-- match detail and the data models show is stored here by the seed, so the three agree on every number: standings,
-- form and head-to-head are computed from stored results; squads, odds, FIFA ranks and honours are stored rows.
-- Sports data is reference data, rebuilt at every start (server/seed/sports-data.ts).

-- A league plays a double round robin; a cup plays groups, then knockout rounds.
alter table leagues add column short_name_en text not null default '';
alter table leagues add column kind text not null default 'league' check (kind in ('league', 'cup'));

-- A national team (FIFA ranking, cups) or a club.
alter table teams add column national boolean not null default false;
alter table teams add column formation text not null default '';

-- Season (named by its first day, "2026-06-13"), round within it (1 ...), stage (league / group / knockout) and a group's letter.
alter table matches add column season text not null default '';
alter table matches add column round integer not null default 1;
alter table matches add column stage text not null default 'league' check (stage in ('league', 'group', 'knockout'));
alter table matches add column group_name text;
create index matches_league_season on matches (league_id, season, round);
create index matches_home_team on matches (home_team_id);
create index matches_away_team on matches (away_team_id);

-- Goals (football) and points (basketball) name their player; an assist names the passer.
alter table incidents add column player_id integer;
alter table incidents add column assist_player_id integer;

create table players (
  id integer primary key,
  team_id integer not null references teams (id) on delete cascade,
  name text not null,
  number integer not null,
  position text not null,
  rating numeric(3, 1) not null,
  -- Starters first (by formation line), then substitutes: the order of the lineup.
  lineup_order integer not null,
  starter boolean not null
);
create index players_team on players (team_id, lineup_order);

-- Opening prices of each bookmaker for a match, as offered before kickoff (one row per match: a list of 20 lines).
-- The odds tab's current prices move from these with the score and the minute (docs/api.md "Odds").
create table match_odds (
  match_id integer primary key references matches (id) on delete cascade,
  lines jsonb not null
);

create table fifa_ranks (
  team_id integer primary key references teams (id) on delete cascade,
  rank integer not null unique,
  points integer not null,
  change integer not null
);

-- Titles a team has won: a competition and a season.
create table team_honours (
  team_id integer not null references teams (id) on delete cascade,
  league_id integer not null references leagues (id) on delete cascade,
  season text not null,
  primary key (team_id, league_id, season)
);

-- A basketball match's points per player, [[player id, points], ...]: the player ranks. Played matches keep only their
-- two totals in incidents (every basket only for today's and later matches, whose score the clock reveals).
alter table matches add column box_score jsonb;
