-- Reports of a chat user or group (/c2c-feedback/{type}/{gid}) are feedback rows of category 'report' naming what is
-- reported and why, so customer service reads and answers them where it reads every other message
-- (docs/decisions.md "Chat screens", reports). Other rows name nothing.
alter table feedback drop constraint feedback_category_check;
alter table feedback add constraint feedback_category_check
  check (category in ('bug', 'suggestion', 'account', 'payment', 'content', 'other', 'report'));
alter table feedback add column target_type text check (target_type in ('user', 'group'));
alter table feedback add column target_id text;
alter table feedback add column reason text;
alter table feedback add constraint feedback_report_target
  check ((category = 'report') = (target_type is not null and target_id is not null and reason is not null));
create index feedback_reports on feedback (id desc) where category = 'report';
