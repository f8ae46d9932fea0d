-- Communities and their topics, and group attributes and counters (at the end) (spec 001 §3-§5, docs/im-protocol.md "Topic commands", docs/decisions.md "Chat
-- communities and topics"): a Community is a group of im_groups; with is_support_topic its messages go to its topics,
-- whose messages are group messages (im_threads, im_messages, conversation type 2) with the topic id as thread. Each
-- member's read position in a topic is a row of im_conversations whose peer is the topic id.
alter table im_groups drop constraint im_groups_type_check;
alter table im_groups add constraint im_groups_type_check check (type in ('Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community'));
alter table im_groups add column is_support_topic boolean not null default false;

create table im_topics (
  -- `<group id>@TOPIC#_<suffix>`: the community is part of the id, as in the Tencent SDK.
  topic_id text primary key,
  group_id text not null references im_groups (group_id) on delete cascade,
  name text not null,
  introduction text not null default '',
  notification text not null default '',
  avatar text not null default '',
  custom_data text not null default '',
  mute_all boolean not null default false,
  -- Unix seconds of the server clock.
  created_at integer not null,
  info_time integer not null,
  -- Creation order: topics are listed in it (several are made in the same second).
  position bigserial not null
);
create index im_topics_group on im_topics (group_id, position);

-- Group attributes and counters (spec 001 §3, §4): key-value pairs of a created group, each kind with one sequence
-- per group that every change raises (the SDK's cache compares it).
alter table im_groups add column attribute_seq integer not null default 0;
alter table im_groups add column counter_seq integer not null default 0;
create table im_group_attributes (
  group_id text not null references im_groups (group_id) on delete cascade,
  key text not null,
  value text not null,
  primary key (group_id, key)
);
create table im_group_counters (
  group_id text not null references im_groups (group_id) on delete cascade,
  key text not null,
  value bigint not null,
  primary key (group_id, key)
);
