-- The demo's words in a site's other languages (docs/decisions.md "Demo content in each language a site speaks"). A
-- row of news, videos or video_collections holds its text in the site's default language; a translation gives the
-- same item's text in another language, answered to a fan who reads in it. One item keeps one id, so its likes,
-- comments, plays and reads are the same in every language.
create table news_translations (
  news_id integer not null references news (id) on delete cascade,
  lang text not null,
  title text not null,
  summary text not null,
  body jsonb not null,
  primary key (news_id, lang)
);

create table video_translations (
  video_id integer not null references videos (id) on delete cascade,
  lang text not null,
  title text not null,
  primary key (video_id, lang)
);

create table video_collection_translations (
  collection_id integer not null references video_collections (id) on delete cascade,
  lang text not null,
  title text not null,
  description text not null,
  primary key (collection_id, lang)
);
