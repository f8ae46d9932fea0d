-- The chat gateway (server/im/, docs/im-protocol.md). Chat user ids are text: a registered user's numeric id, or a
-- guest id (guest_...), which has no row in users.

-- Per chat user: the newest inbox sequence handed out. Incremented under its row lock, so sequences have no gaps.
create table im_users (
  user_id text primary key,
  inbox_seq integer not null default 0
);

-- One sequence counter per conversation: a C2C thread ('<low id>|<high id>') or a group (its id).
create table im_threads (
  conversation_type smallint not null,
  thread text not null,
  last_seq integer not null default 0,
  primary key (conversation_type, thread)
);

-- Stored messages (online-only ones never are). `to_id` is the recipient (C2C) or the group.
create table im_messages (
  id bigserial primary key,
  conversation_type smallint not null,
  thread text not null,
  sequence integer not null,
  from_id text not null,
  to_id text not null,
  random bigint not null,
  time integer not null,
  client_time bigint not null default 0,
  client_sequence bigint not null default 0,
  version integer not null default 0,
  elements jsonb not null,
  cloud_custom_data text not null default '',
  nick text not null default '',
  avatar text not null default '',
  priority integer not null default 0,
  revoked boolean not null default false,
  revoker text not null default '',
  unique (conversation_type, thread, sequence),
  -- A resend (same sender, recipient and random) finds the first copy instead of storing a second.
  unique (conversation_type, from_id, to_id, random)
);

-- Each stored C2C message once in each of its two users' inboxes.
create table im_inbox (
  user_id text not null,
  inbox_seq integer not null,
  message_id bigint not null references im_messages (id) on delete cascade,
  primary key (user_id, inbox_seq)
);

-- A user's view of a conversation: read position, the peer's read position (C2C) and pinning.
create table im_conversations (
  user_id text not null,
  conversation_type smallint not null,
  peer text not null,
  thread text not null,
  read_seq integer not null default 0,
  peer_read_seq integer not null default 0,
  peer_read_time integer not null default 0,
  pinned boolean not null default false,
  pinned_time integer not null default 0,
  primary key (user_id, conversation_type, peer)
);

-- Messages a user deleted for themself; the other side still has them.
create table im_deleted (
  user_id text not null,
  message_id bigint not null references im_messages (id) on delete cascade,
  primary key (user_id, message_id)
);

-- Group members (live rooms today): a join outlives the socket, so a reconnect need not join again.
create table im_group_members (
  group_id text not null,
  user_id text not null,
  joined_at integer not null,
  primary key (group_id, user_id)
);
