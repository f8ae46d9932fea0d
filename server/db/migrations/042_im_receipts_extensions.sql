-- Read receipts, message extensions, and group members' custom fields and marks (spec 001 §3-§5, §7;
-- docs/im-protocol.md "Receipt and extension commands", docs/decisions.md "Chat read receipts and extensions").

-- What the sender asked for when sending: a read receipt from its readers, and extensions others may set on it.
alter table im_messages add column need_read_receipt boolean not null default false;
alter table im_messages add column is_support_extension boolean not null default false;
-- Each message's extension sequence: raised by every change, so a reader knows what it has seen; a clear all
-- remembers the sequence it happened at.
alter table im_messages add column extension_seq integer not null default 0;
alter table im_messages add column extension_clear_seq integer not null default 0;

-- Who sent a read receipt for a message that asked for one: once per reader and message.
create table im_read_receipts (
  message_id bigint not null references im_messages (id) on delete cascade,
  user_id text not null,
  read_at integer not null,
  primary key (message_id, user_id)
);

-- A message's extensions (key, value), each with the extension sequence of its last change.
create table im_message_extensions (
  message_id bigint not null references im_messages (id) on delete cascade,
  key text not null,
  value text not null,
  seq integer not null,
  primary key (message_id, key)
);

-- A member's custom fields (key -> value) and the marks (numbers from 1000) the owner or admins gave them.
alter table im_group_members add column custom_fields jsonb not null default '{}';
alter table im_group_members add column marks integer[] not null default '{}';
