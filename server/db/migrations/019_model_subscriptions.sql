-- Subscriptions to the paid data models (spec 000 §2 /data/model/subscribe, /data/model/subscription-records; §4 model
-- types upset 1, poisson 2, diversity 3, margin 4, payment result waiting 0, success 1, failed 2). Plans are in code
-- (server/services/model-analysis/plans.ts); rules in docs/api.md "Data models".
create table model_subscriptions (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_id integer not null,
  -- The model the plan opens (1-4), or 0 for every model.
  kind integer not null check (kind between 0 and 4),
  amount integer not null check (amount >= 0),
  -- Payment result: 0 waiting (inside the paying transaction only), 1 success, 2 failed (too little gold).
  status integer not null check (status in (0, 1, 2)),
  -- The client's idempotency key: a repeated or concurrent request with the same key pays once.
  request_id text not null,
  created_at timestamptz not null,
  -- Access runs from starts_at to ends_at; a renewal while access runs starts where it ends.
  starts_at timestamptz,
  ends_at timestamptz,
  unique (user_id, request_id)
);
create index model_subscriptions_access on model_subscriptions (user_id, ends_at) where status = 1;
