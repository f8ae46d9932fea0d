-- Delivery addresses (spec 000 §2 /user-center/my-address): a fan keeps up to 10, one of them the default, and picks
-- one for a physical order, which keeps its own copy (an address edited later does not change an order's).
create table addresses (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  mobile text not null,
  detail text not null,
  is_default boolean not null default false,
  created_at timestamptz not null
);
create index addresses_user on addresses (user_id, id);
-- At most one default per fan, whatever two concurrent calls do.
create unique index addresses_default on addresses (user_id) where is_default;
