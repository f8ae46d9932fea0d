-- Applications (spec 000 §2 /user-center/apply/{type}, /user-center/my-material; docs/decisions.md "Applications"):
-- a fan's images kept for applications, and applications to become an anchor (is_anchor) or a room admin
-- (is_anchor_admin), reviewed by the operator: reviewing 0, approved 1, rejected 2.
create table user_materials (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  url text not null,
  created_at timestamptz not null
);
create index user_materials_user on user_materials (user_id, id);

create table applications (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  type text not null check (type in ('anchor', 'admin')),
  real_name text not null,
  contact text not null,
  intro text not null,
  materials jsonb not null,
  status integer not null default 0 check (status in (0, 1, 2)),
  reason text not null default '',
  created_at timestamptz not null,
  reviewed_at timestamptz
);
-- One application of a type under review per fan at a time.
create unique index applications_reviewing on applications (user_id, type) where status = 0;
