-- Messages to customer service (api/customerservice/publish), from fans signed in or not.
create table feedback (
  id serial primary key,
  user_id integer references users (id) on delete set null,
  content text not null,
  contact text not null default '',
  created_at timestamptz not null
);

-- Friends added from a live room (addOperateFriend); chat friends build on this.
create table friends (
  user_id integer not null references users (id) on delete cascade,
  friend_id integer not null references users (id) on delete cascade,
  liveid integer,
  created_at timestamptz not null,
  primary key (user_id, friend_id)
);
