-- Messages, more (spec 001 §3, §5, §7): a group message to specified members only (null: the whole group), the
-- offline push info a sender gives (kept for a push service; the reference server has none), and which conversations
-- may read a file of the store that a message names (a chat image, a merged message's list stored apart).
alter table im_messages add column receivers text[];
alter table im_messages add column offline_push_info jsonb;

-- A file (its key in uploads) is readable by its uploader and by who can read a conversation it was sent in: the
-- first send records that conversation, each forward (or merged message) to another one adds it.
create table im_shared_files (
  file_key text not null,
  conversation_type smallint not null,
  thread text not null,
  primary key (file_key, conversation_type, thread)
);
