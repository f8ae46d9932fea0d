-- The console's room screen follows a live room without a reload (docs/operators.md "Room bans and managers"): a change
-- to its bans (the gateway's, or who set one) or to its anchor's managers tells every node on the channel ops_queues,
-- as a queue row does (migration 051), with the pseudo-queue `rooms` and the room's liveid. Sent on commit.
create function operator_room_notice() returns trigger language plpgsql as $$
declare
  changed record;
  room integer;
begin
  if tg_op = 'DELETE' then
    changed := old;
  else
    changed := new;
  end if;
  if tg_table_name = 'room_managers' then
    for room in select liveid from rooms where anchor_id = changed.anchor_id loop
      perform pg_notify('ops_queues', json_build_object('queue', 'rooms', 'id', room)::text);
    end loop;
  elsif changed.group_id ~ '^live_[1-9][0-9]{0,9}$' then
    perform pg_notify('ops_queues', json_build_object('queue', 'rooms', 'id', substr(changed.group_id, 6)::bigint)::text);
  end if;
  return null;
end;
$$;

create trigger im_group_bans_room_notice after insert or update or delete on im_group_bans
  for each row execute function operator_room_notice();
create trigger room_bans_room_notice after insert or update or delete on room_bans
  for each row execute function operator_room_notice();
create trigger room_managers_room_notice after insert or update or delete on room_managers
  for each row execute function operator_room_notice();
