-- Comments on short videos too, deleting one's own comment and liking comments (docs/api.md "Video comments";
-- docs/decisions.md "Video comments"). video_comments already points at videos, one id space for both kinds, so short
-- videos' comments need no new column.

-- How many fans like the comment: moved only with a row of video_comment_likes inserted or deleted, in the same
-- transaction, so it is the number of rows and the list reads it without counting.
alter table video_comments add column like_count integer not null default 0 check (like_count >= 0);

create table video_comment_likes (
  comment_id integer not null references video_comments (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  -- One like per fan and comment: a repeated like inserts nothing.
  primary key (comment_id, user_id)
);
-- "Which of these comments does the viewer like": the list's lookup by fan.
create index video_comment_likes_user on video_comment_likes (user_id, comment_id);
