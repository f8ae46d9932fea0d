-- A live-room ban set through the chat SDK (deleteGroupMember with a duration, spec 001 §5, §7) also keeps the user
-- out of the room: they can neither join nor send until `until`. The product's own bans (the anchor's and managers'
-- Banuser, the operator's POST /admin/room/ban) stay send-only (the fan still watches the room) and share this row,
-- so a ban set either way shows and ends both ways (docs/decisions.md "Live-room bans from the SDK").
alter table im_group_bans add column blocks_join boolean not null default false;
