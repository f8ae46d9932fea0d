-- The chat layer's own groups (spec 001 §3-§5, docs/im-protocol.md "Group commands", docs/decisions.md "Chat groups"):
-- Public, Private and ChatRoom groups, and AVChatRooms a user creates, beside the live rooms (`live_<liveid>`) and
-- the notification group that exist without a row here. Their messages use im_threads and im_messages like any group.
create table im_groups (
  group_id text primary key,
  type text not null check (type in ('Public', 'Private', 'ChatRoom', 'AVChatRoom')),
  name text not null,
  introduction text not null default '',
  notification text not null default '',
  avatar text not null default '',
  -- A chat user id (text, as in im_group_members).
  owner_id text not null,
  join_option text not null default 'NeedPermission' check (join_option in ('FreeAccess', 'NeedPermission', 'DisableApply')),
  mute_all boolean not null default false,
  max_members integer not null,
  -- Unix seconds of the server clock.
  created_at integer not null,
  info_time integer not null
);

-- A member's role, name card and mute (unix seconds until which they may not send). Live-room members are all
-- 'Member'; live-room bans stay in im_group_bans (008).
alter table im_group_members add column role text not null default 'Member' check (role in ('Owner', 'Admin', 'Member'));
alter table im_group_members add column name_card text not null default '';
alter table im_group_members add column mute_until integer not null default 0;
create index im_group_members_user on im_group_members (user_id);

-- Requests to join a group whose joinOption is NeedPermission, waiting for its owner or an admin: one per applicant
-- and group; applying again replaces the message.
create table im_group_applications (
  group_id text not null references im_groups (group_id) on delete cascade,
  applicant text not null,
  apply_message text not null default '',
  created_at integer not null,
  primary key (group_id, applicant)
);
