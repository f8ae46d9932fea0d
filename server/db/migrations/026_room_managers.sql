-- Managing a live room (spec 000 §1 is_anchor_admin; §4 RoomNotifyTypeSetManager, changeRoomTitle, changePubConfig;
-- §9 slow mode; docs/decisions.md "Room managers"). Calls: docs/api.md "Managing a live room".

-- The room managers an anchor appoints among users with is_anchor_admin: they manage that anchor's room. Kept per
-- anchor, not per room, because rooms are rebuilt at every start while anchors and their appointments stay.
create table room_managers (
  anchor_id integer not null references users (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  appointed_at timestamptz not null,
  primary key (anchor_id, user_id)
);
create index room_managers_user on room_managers (user_id);

-- What the room's anchor and managers set: the title (null keeps the seeded one) and slow mode, the seconds a fan
-- waits between two sends (0: unlimited). `liveid` has no foreign key: rooms are rebuilt at every start (the seed
-- gives each anchor the same liveid), and the rebuild puts a set title back.
create table room_settings (
  liveid integer primary key,
  title text,
  slow_mode integer not null default 0 check (slow_mode in (0, 5, 10, 30, 60)),
  updated_at timestamptz not null
);
