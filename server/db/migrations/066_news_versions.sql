-- Operators write news in the console (docs/operators.md "News"), and every content edit carries the version the
-- operator read so a stale edit is refused, never a silent overwrite (docs/decisions.md "Seeded news and operators'
-- edits"). The demo seed rewrites only rows it made and no operator has touched: `seeded` marks its rows,
-- `edited_at` an operator's first change.
alter table news add column status text not null default 'published' check (status in ('draft', 'published', 'withdrawn'));
alter table news add column end_at timestamptz;
alter table news add column seeded boolean not null default true;
alter table news alter column seeded set default false;
alter table news add column edited_at timestamptz;
alter table news add column version integer not null default 1;
-- A draft has no publish time until an operator schedules or publishes it.
alter table news alter column published_at drop not null;
alter table news add constraint news_end_after_publish check (end_at is null or published_at is null or end_at > published_at);
-- Operators' items take ids far above the seed's (day number * 100 + n), so the two never meet.
create sequence news_operator_ids start with 1000000000;

alter table activities add column edited_at timestamptz;
alter table activities add column version integer not null default 1;

alter table site_content add column version integer not null default 1;
