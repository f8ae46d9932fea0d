-- Live rooms hosted by anchors (users with is_anchor). A room may cover a match.
create table rooms (
  liveid integer primary key,
  anchor_id integer not null references users (id) on delete cascade,
  title text not null,
  category_id integer not null,
  sport_id integer not null,
  match_id integer,
  cover text not null,
  base_online integer not null,
  stream_source text not null default 'default',
  notice text not null default ''
);
create index rooms_anchor on rooms (anchor_id);

create table room_messages (
  id serial primary key,
  liveid integer not null references rooms (liveid) on delete cascade,
  user_id integer,
  nick_name text not null,
  kind text not null default 'RoomMessage',
  content text not null,
  created_at timestamptz not null
);
create index room_messages_room on room_messages (liveid, id);
