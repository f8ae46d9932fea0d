-- The home page's banners and announcements of each site, as its operators write and publish them in the console
-- (docs/operators.md "Content"). status is what an operator last did (draft, published, withdrawn); whether a
-- published row shows yet, or still, follows from publish_at and end_at against the server clock at each read.
create table site_content (
  id integer generated always as identity primary key,
  site text not null,
  kind text not null check (kind in ('banner', 'announcement')),
  title text not null,
  title_pt text not null,
  image text not null default '',
  link text not null default '',
  sort integer not null default 0,
  status text not null check (status in ('draft', 'published', 'withdrawn')),
  publish_at timestamptz,
  end_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (end_at is null or publish_at is null or end_at > publish_at)
);
create index site_content_of_site on site_content (site, kind, status);
