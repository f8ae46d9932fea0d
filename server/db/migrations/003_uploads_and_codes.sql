-- Files stored through the pre-signed PUT (the MinIO-style path of spec 000 §7).
create table uploads (
  key text primary key,
  content_type text not null,
  bytes bytea not null,
  size integer not null,
  user_id integer,
  created_at timestamptz not null
);

-- One-time SMS codes by phone number. The reference server has no SMS gateway: the admin API reads the last code.
create table sms_codes (
  mobile text primary key,
  code text not null,
  purpose text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0
);

-- What each user watched (getLiveLog).
create table live_log (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  liveid integer not null,
  watched_at timestamptz not null
);
create index live_log_user on live_log (user_id, watched_at desc);
