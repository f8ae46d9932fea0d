-- Shop, orders, task rewards and daily check-in (spec 000 §1 "shop and orders, wallet, daily check-in and tasks").
-- The wallet is the users row's gold and diamond (001_core). Calls and rules: docs/api.md "Shop" and "Tasks and check-in".

-- Goods are reference data written by the seed; the seed leaves `stock` alone once a row exists, so purchases persist.
create table goods (
  id integer primary key,
  category text not null,
  name_zh text not null,
  name_en text not null,
  description text not null,
  image text not null,
  price integer not null check (price > 0),
  currency text not null check (currency in ('gold', 'diamond')),
  stock integer not null check (stock >= 0),
  is_virtual boolean not null,
  sort integer not null
);
create index goods_category on goods (category, sort);

-- One row per purchase. Physical goods keep the delivery address given at purchase time.
create table orders (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  goods_id integer not null references goods (id),
  quantity integer not null check (quantity > 0),
  currency text not null,
  amount integer not null,
  address jsonb,
  status integer not null,
  created_at timestamptz not null
);
create index orders_user on orders (user_id, id desc);

-- A task reward taken: newbie tasks once ever (period ''), daily tasks once per server day (period YYYY-MM-DD).
-- The primary key is what makes "once" hold under concurrent calls.
create table task_rewards (
  user_id integer not null references users (id) on delete cascade,
  prop text not null,
  period text not null,
  gold integer not null,
  received_at timestamptz not null,
  primary key (user_id, prop, period)
);

-- One check-in per user and server day (UTC+8, YYYY-MM-DD); streak counts consecutive days ending with this one.
create table check_ins (
  user_id integer not null references users (id) on delete cascade,
  day text not null,
  streak integer not null,
  award integer not null,
  created_at timestamptz not null,
  primary key (user_id, day)
);
