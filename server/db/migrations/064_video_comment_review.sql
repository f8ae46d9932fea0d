-- The console's comments queue (docs/operators.md "Video comments"): a fan's comment waits for a moderator until kept
-- (reviewed_at set) or deleted. Comments made before the queue existed count as seen. Each new, kept or deleted comment
-- tells every node on ops_queues (migration 051) as queue 'comments'; a like (like_count) tells nobody.
alter table video_comments add column reviewed_at timestamptz;
update video_comments set reviewed_at = created_at;
create index video_comments_unreviewed on video_comments (id) where reviewed_at is null;
create trigger video_comments_queue_notice after insert or delete or update of reviewed_at on video_comments
  for each row execute function operator_queue_notice('comments');
