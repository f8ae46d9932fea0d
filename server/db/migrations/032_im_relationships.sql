-- The chat layer's relationships (spec 001 §3-§5, docs/im-protocol.md "Relationship commands"): chat friends are the
-- rows of `friends` (005), so a friend added from a live room is a chat friend and the other way round. A row means
-- "friend_id is in user_id's list"; a both-way friendship is the two rows.
alter table friends add column remark text not null default '';
alter table friends add column source text not null default 'AddSource_Type_live';

-- Applications waiting for the recipient: one per pair and direction; applying again replaces the wording.
create table im_friend_applications (
  from_id integer not null references users (id) on delete cascade,
  to_id integer not null references users (id) on delete cascade,
  source text not null,
  wording text not null default '',
  remark text not null default '',
  -- Unix seconds of the server clock.
  created_at integer not null,
  primary key (from_id, to_id)
);
create index im_friend_applications_to on im_friend_applications (to_id);

-- Profile fields beyond users.nick_name, avatar and signature (gender, birthday, allowType, Tag_Profile_Custom_* ...),
-- and when the user last reported friend applications read (the unread count is those sent to it since).
create table im_profiles (
  user_id integer primary key references users (id) on delete cascade,
  fields jsonb not null default '{}',
  applications_read_at integer not null default 0
);

-- Who a user blocked: the blocked user's C2C sends to it are refused with 20007.
create table im_blacklist (
  user_id integer not null references users (id) on delete cascade,
  blocked_id integer not null references users (id) on delete cascade,
  created_at integer not null,
  primary key (user_id, blocked_id)
);

-- A user's friend groups and who is in them: only current friends (a friendship's end takes the friend out).
create table im_friend_groups (
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  primary key (user_id, name)
);
create table im_friend_group_members (
  user_id integer not null,
  name text not null,
  member_id integer not null references users (id) on delete cascade,
  primary key (user_id, name, member_id),
  foreign key (user_id, name) references im_friend_groups (user_id, name) on delete cascade on update cascade
);
