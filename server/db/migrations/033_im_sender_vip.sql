-- The sender's VIP level when a chat message was sent (0: not VIP), set by the server from the user's row, never by
-- the client, so the room can show the VIP badge beside a line (docs/im-protocol.md, Message.vip_level).
alter table im_messages add column vip_level integer not null default 0;
