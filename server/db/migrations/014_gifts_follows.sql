-- Gifts sent in live rooms and fans following anchors (spec 000 §3 user info gift_spend, fans_count, attent_count,
-- anchor_point; §4 GiftAnimation, AttentAnchor). Calls and rules: docs/api.md "Gifts and following".

-- Counters of the user info, kept next to the wallet so they change in the same transaction as what they count.
alter table users add column gift_spend integer not null default 0 check (gift_spend >= 0);
alter table users add column anchor_point integer not null default 0 check (anchor_point >= 0);
alter table users add column fans_count integer not null default 0 check (fans_count >= 0);
alter table users add column attent_count integer not null default 0 check (attent_count >= 0);
-- The wallet never goes below zero, whatever a statement does.
alter table users add constraint users_gold_not_negative check (gold >= 0);
alter table users add constraint users_diamond_not_negative check (diamond >= 0);

-- One row per send. `request_id` is the client's idempotency key: the unique pair makes a repeated or concurrent
-- request with the same key pay once. `liveid` has no foreign key: rooms are rebuilt at every start, gifts stay.
create table gift_sends (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  anchor_id integer not null references users (id) on delete cascade,
  liveid integer not null,
  gift_id integer not null,
  count integer not null check (count > 0),
  amount integer not null check (amount > 0),
  request_id text not null,
  created_at timestamptz not null,
  unique (user_id, request_id)
);
create index gift_sends_anchor on gift_sends (anchor_id, id desc);

-- A fan follows an anchor at most once (the pair is the key); fans_count and attent_count move with these rows.
create table anchor_follows (
  user_id integer not null references users (id) on delete cascade,
  anchor_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, anchor_id),
  check (user_id <> anchor_id)
);
create index anchor_follows_anchor on anchor_follows (anchor_id);

-- A gift line of the chat history (getLiveChat) carries its gift: { gift_id, gift_name, gift_name_en, icon, count }.
alter table room_messages add column gift jsonb;
