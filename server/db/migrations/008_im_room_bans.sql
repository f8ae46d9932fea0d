-- Live-room bans (Banuser, POST /admin/room/ban): the user may not send in the group until `until` (unix seconds of
-- the server clock). A ban of duration 0 deletes the row. Stored, so a restart does not lift a ban.
create table im_group_bans (
  group_id text not null,
  user_id text not null,
  until integer not null,
  primary key (group_id, user_id)
);
