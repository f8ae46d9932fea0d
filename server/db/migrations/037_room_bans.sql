-- Who set a live room's bans (docs/decisions.md "Room managers"): the bans its anchor and managers set through
-- POST /api/live/banUser, with the end each was given. A running ban (im_group_bans) whose end is the one kept here is
-- the room's, which its anchor and managers may change or lift; any other was set by the operator (POST
-- /admin/room/ban), and stays until the operator lifts it.
create table room_bans (
  group_id text not null,
  user_id text not null,
  until integer not null,
  banned_by integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (group_id, user_id)
);
