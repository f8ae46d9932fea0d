-- The ledger (docs/ledger.md): one row per movement of a user's gold or diamonds, written in the same statement as
-- the balance it changes (server/services/ledger/ledger.ts), so the sum of a user's rows is their balance at all times.
create table ledger (
  id bigserial primary key,
  user_id integer not null references users (id),
  account text not null check (account in ('gold', 'diamond')),
  amount integer not null check (amount <> 0),
  -- The account's balance after this row, which the guarded update keeps at zero or above.
  balance integer not null check (balance >= 0),
  kind text not null,
  -- What moved the coins, as `table:id` (gift_sends:12, withdrawals:3 ...): one business event posts each kind once.
  ref text not null,
  created_at timestamptz not null,
  unique (user_id, account, kind, ref)
);
create index ledger_user on ledger (user_id, id desc);

-- Append-only: a correction is a new row, never an edit.
create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the ledger is append-only';
end $$;
create trigger ledger_append_only before update or delete on ledger for each row execute function ledger_append_only();

-- Balances held before the ledger existed open it, so the sums match from the first row.
insert into ledger (user_id, account, amount, balance, kind, ref, created_at)
  select id, 'gold', gold, gold, 'opening', 'users:' || id, now() from users where gold > 0;
insert into ledger (user_id, account, amount, balance, kind, ref, created_at)
  select id, 'diamond', diamond, diamond, 'opening', 'users:' || id, now() from users where diamond > 0;

-- Anchors keep this share (percent) of the gold of the gifts they receive, as diamonds (spec 000 §3 sharing_ratio).
alter table users add column sharing_ratio integer not null default 0 check (sharing_ratio between 0 and 100);
update users set sharing_ratio = 50 where is_anchor; -- anchorSharingRatio of server/services/ledger/ledger.ts
-- Spec 000 §3 diamond_total: every diamond ever received.
alter table users add column diamond_total integer not null default 0 check (diamond_total >= 0);
update users set diamond_total = diamond;

-- Shop orders carry the client's idempotency key like every other paying call; older orders keep theirs empty.
alter table orders add column request_id text;
create unique index orders_request on orders (user_id, request_id) where request_id is not null;

-- Recharges (spec 000 §2 /recharge; payment result waiting 0, success 1, failed 2 of §4): a payment opened with the
-- sandbox provider of the reference server, settled once by its signed callback (docs/ledger.md "Recharge").
create table recharges (
  id serial primary key,
  user_id integer not null references users (id),
  package_id integer not null,
  gold integer not null check (gold > 0),
  -- What the fan pays, in fen (1/100 yuan).
  price_fen integer not null check (price_fen > 0),
  status integer not null default 0 check (status in (0, 1, 2)),
  request_id text not null,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (user_id, request_id)
);

-- VIP bought with gold (spec 000 §2 /vip-plans); plans are in code (server/services/vip/vip-plans.ts).
create table vip_purchases (
  id serial primary key,
  user_id integer not null references users (id),
  plan_id integer not null,
  level integer not null check (level > 0),
  amount integer not null check (amount > 0),
  status integer not null check (status in (0, 1, 2)),
  request_id text not null,
  created_at timestamptz not null,
  starts_at timestamptz,
  ends_at timestamptz,
  unique (user_id, request_id)
);

-- Withdrawals of diamonds to cash (spec 000 §4 labels 审核中 0, 派发中 1, 已派发 2, 取消 3). The diamonds leave the
-- wallet when the fan asks; a cancelled request gives them back once (docs/ledger.md "Withdraw").
create table withdrawals (
  id serial primary key,
  user_id integer not null references users (id),
  diamond integer not null check (diamond > 0),
  cash_fen integer not null check (cash_fen > 0),
  payee_name text not null,
  payee_account text not null,
  status integer not null default 0 check (status between 0 and 3),
  request_id text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, request_id)
);
create index withdrawals_user on withdrawals (user_id, id desc);

-- A benefit used (spec 000 §4 benefit types): once, by its owner, before it expires.
alter table benefits add column used_at timestamptz;

-- A renewal reads the running access of one kind: by index, however many plans the fan has bought.
create index model_subscriptions_running on model_subscriptions (user_id, kind, ends_at) where status = 1;
