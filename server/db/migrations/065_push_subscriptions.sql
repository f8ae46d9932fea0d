-- Web Push (docs/push.md): the browsers' push subscriptions of signed-in fans, one row per device (the endpoint names
-- the device's subscription), with the topics the fan chose and the language the notices are written in.
create table push_subscriptions (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  topics text[] not null,
  lang text not null check (lang in ('cn', 'pt-br')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index push_subscriptions_user on push_subscriptions (user_id);

-- What was sent: one row per event and subscription, written before the message leaves. Whichever node sends, and
-- after a fail-over, the same event finds its row and is not sent again to that subscription.
create table push_deliveries (
  event_key text not null,
  subscription_id integer not null references push_subscriptions (id) on delete cascade,
  sent_at timestamptz not null,
  primary key (event_key, subscription_id)
);
create index push_deliveries_sent on push_deliveries (sent_at);
