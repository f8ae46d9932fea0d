-- Recorded and short videos (docs/api.md "Videos"). Seeded rows are upserted at every start, never deleted, so the
-- likes fans gave (video_likes) and the views counted survive restarts with a data folder.
create table video_categories (
  id integer primary key,
  name text not null,
  name_en text not null,
  sport_id integer not null,
  sort integer not null
);

-- A collection is an ordered playlist of recorded videos.
create table video_collections (
  id integer primary key,
  category_id integer not null references video_categories (id),
  title text not null,
  description text not null,
  cover text not null,
  created_at timestamptz not null
);

create table videos (
  id integer primary key,
  -- 'record': a recorded (horizontal) video; 'short': a vertical short video. One id space for both.
  kind text not null check (kind in ('record', 'short')),
  title text not null,
  cover text not null,
  -- Seconds; the VOD playlist is this long.
  duration integer not null check (duration > 0),
  author_id integer not null references users (id) on delete cascade,
  category_id integer references video_categories (id),
  collection_id integer references video_collections (id),
  collection_order integer,
  -- A match the video is about; matches are re-seeded, so no foreign key.
  match_id integer,
  base_views integer not null default 0,
  -- Plays counted by this server, on top of base_views.
  views integer not null default 0,
  base_likes integer not null default 0,
  comments integer not null default 0,
  published_at timestamptz not null
);
create index videos_kind_published on videos (kind, published_at desc, id);
create index videos_category on videos (category_id, published_at desc, id);
create index videos_collection on videos (collection_id, collection_order);

create table video_likes (
  user_id integer not null references users (id) on delete cascade,
  video_id integer not null references videos (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, video_id)
);
create index video_likes_video on video_likes (video_id);
