-- Feedback with a category, the fan's images and customer service's reply (spec 000 §2 /user-center/feedback;
-- docs/decisions.md "Feedback"). Older rows are 'other' without images.
alter table feedback add column category text not null default 'other'
  check (category in ('bug', 'suggestion', 'account', 'payment', 'content', 'other'));
alter table feedback add column images jsonb not null default '[]';
alter table feedback add column reply text;
alter table feedback add column replied_at timestamptz;
create index feedback_user on feedback (user_id, id desc);
