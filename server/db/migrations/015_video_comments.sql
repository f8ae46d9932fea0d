-- Fans' comments on recorded videos (docs/api.md "Video comments"; docs/decisions.md "Video comments": the spec shows
-- no comment call). Kept as typed: the content is plain text, trimmed, 1 to 200 characters; clients render it as text.
create table video_comments (
  id serial primary key,
  video_id integer not null references videos (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  content text not null check (char_length(content) between 1 and 200),
  created_at timestamptz not null
);
-- Newest first per video: the list's one query and its count.
create index video_comments_video on video_comments (video_id, id desc);
