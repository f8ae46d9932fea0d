-- A user's settings of their conversations (spec 001 §3 Conversation, §5 "Conversation groups and marks", §7
-- Conversations; docs/im-protocol.md "Conversation settings commands"): named conversation groups, marks, custom data
-- and remind types, all the user's own, so their other devices read the same list.

-- Named conversation groups (Tencent's conversation groups), each with the conversations in it.
create table im_conversation_groups (
  user_id text not null,
  -- At most 32 characters (spec 001 §5).
  name text not null,
  -- Creation order: the list keeps it (several are made in the same second).
  position bigserial not null,
  primary key (user_id, name)
);
create table im_conversation_group_members (
  user_id text not null,
  group_name text not null,
  conversation_type smallint not null,
  peer text not null,
  primary key (user_id, group_name, conversation_type, peer),
  foreign key (user_id, group_name) references im_conversation_groups (user_id, name) on delete cascade on update cascade
);

-- Marks are a bit set (Tencent's standardMark: star 1, unread 2, fold 4, hide 8, and custom bits above), custom data
-- at most 256 bytes.
alter table im_conversations add column marks bigint not null default 0;
alter table im_conversations add column custom_data text not null default '';

-- Remind types (spec 001 §4: 0 accept and notify, 1 discard, 2 accept without notice) of a C2C peer or a group, set
-- before a conversation with them need exist; no row is 0.
create table im_remind_types (
  user_id text not null,
  conversation_type smallint not null,
  peer text not null,
  remind_type smallint not null check (remind_type in (0, 1, 2)),
  primary key (user_id, conversation_type, peer)
);

-- Group-at tips (spec 001 §3 Group-at entry) a user deleted without reading their messages (spec 001 §7 "delete
-- group-at tips"); the others go once the conversation is read past them.
create table im_group_at_deleted (
  user_id text not null,
  message_id bigint not null references im_messages (id) on delete cascade,
  primary key (user_id, message_id)
);
