-- News and activities (spec 000 §1), rebuilt by the seed at every start around the clock like the schedule.
create table news (
  id integer primary key,
  category text not null,
  title text not null,
  summary text not null,
  -- Plain-text paragraphs (a JSON array of strings), never HTML.
  body jsonb not null,
  cover text not null,
  league_id integer,
  match_id integer,
  published_at timestamptz not null
);
create index news_published on news (published_at desc);

-- Which news a signed-in user opened on which server day: the readInfo daily task counts these.
create table news_reads (
  user_id integer not null references users (id) on delete cascade,
  news_id integer not null,
  read_day text not null,
  primary key (user_id, news_id, read_day)
);

-- Status (spec 000 §4, inactive 0, active 1, finished 2, refund 3, inplay 4) is derived from the clock unless
-- status_override fixes it (withdrawn 0, refunded 3); see docs/decisions.md.
create table activities (
  id integer primary key,
  title text not null,
  summary text not null,
  body jsonb not null,
  cover text not null,
  reward text not null,
  match_id integer,
  start_time timestamptz not null,
  end_time timestamptz not null,
  status_override integer
);

-- Hardening: the watch history keeps one row per user, room and server day (getLivePageData upserts it) instead of
-- a row per page view.
alter table live_log add column watch_day text;
update live_log set watch_day = to_char((watched_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD');
delete from live_log old using live_log newer
  where newer.user_id = old.user_id and newer.liveid = old.liveid and newer.watch_day = old.watch_day
    and (newer.watched_at > old.watched_at or (newer.watched_at = old.watched_at and newer.id > old.id));
alter table live_log alter column watch_day set not null;
create unique index live_log_user_room_day on live_log (user_id, liveid, watch_day);

-- Hardening: ids of matches added through the admin API come from a sequence, so concurrent calls never share one
-- (and an id is never reused after a restart, when follows of the old match may still exist).
create sequence admin_match_ids start with 900000000;
