-- System messages (spec 000 §2 /user-center/message; docs/decisions.md "System messages"): a notice to one fan
-- (user_id) or to everyone (user_id null), in Chinese and Portuguese, read per fan.
create table system_messages (
  id serial primary key,
  user_id integer references users (id) on delete cascade,
  kind text not null,
  title_zh text not null,
  title_pt text not null,
  content_zh text not null,
  content_pt text not null,
  -- Where the message leads in the app (a path under /m), or empty.
  link text not null default '',
  -- Names a seeded announcement, so the seed writes it once.
  seed_key text unique,
  created_at timestamptz not null
);
create index system_messages_user on system_messages (user_id, id desc);

create table system_message_reads (
  user_id integer not null references users (id) on delete cascade,
  message_id integer not null references system_messages (id) on delete cascade,
  read_at timestamptz not null,
  primary key (user_id, message_id)
);
