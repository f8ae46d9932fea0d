-- Sites: switch flags and config per site code (spec 000 §3), editable through the admin API.
create table sites (
  code text primary key,
  config jsonb not null
);

create table users (
  id serial primary key,
  account text not null unique,
  password_hash text not null,
  nick_name text not null,
  avatar text not null default '',
  mobile text,
  sp_source integer not null,
  vip_level integer not null default 0,
  vip_date timestamptz,
  is_anchor boolean not null default false,
  is_anchor_admin boolean not null default false,
  gold integer not null default 0,
  diamond integer not null default 0,
  point integer not null default 0,
  user_level integer not null default 1,
  third_member integer not null default 0,
  signature text not null default '',
  regist_time timestamptz not null,
  last_login timestamptz,
  last_online timestamptz
);

create table sessions (
  token text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_user on sessions (user_id);

create table leagues (
  id integer primary key,
  sport_id integer not null,
  name_zh text not null,
  short_name_zh text not null,
  name_en text not null,
  logo text not null
);

create table teams (
  id integer primary key,
  sport_id integer not null,
  league_id integer not null references leagues (id),
  name_zh text not null,
  short_name_zh text not null,
  name_en text not null,
  short_name_en text not null,
  logo text not null,
  country_logo text not null
);

-- A match's live state (status, clock, score) is derived from kickoff_time, the clock and its incidents,
-- unless `status_override` fixes it (postponed, cancelled ... or set by the admin API).
create table matches (
  id integer primary key,
  sport_id integer not null,
  league_id integer not null references leagues (id),
  home_team_id integer not null references teams (id),
  away_team_id integer not null references teams (id),
  kickoff_time timestamptz not null,
  status_override integer,
  hot boolean not null default false,
  jc boolean not null default false,
  bd boolean not null default false,
  has_live boolean not null default false
);
create index matches_kickoff on matches (kickoff_time);

-- Goals and points, at a second of play after kickoff.
create table incidents (
  id serial primary key,
  match_id integer not null references matches (id) on delete cascade,
  at_second integer not null,
  side text not null check (side in ('home', 'away')),
  kind text not null,
  points integer not null default 1,
  player text not null default ''
);
create index incidents_match on incidents (match_id, at_second);

create table attentions (
  user_id integer not null references users (id) on delete cascade,
  match_id integer not null references matches (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, match_id)
);
