-- User status and SDK reports of the chat layer (spec 001 §3 User status, §9 Configuration and reporting;
-- docs/im-protocol.md "User status commands" and "Report commands"). Online or offline is not stored: the gateway
-- knows it from the user's sockets. The custom status outlives a reconnect and a restart.
create table im_user_status (
  user_id text primary key,
  custom_status text not null,
  -- Unix seconds of the server clock.
  updated_at integer not null
);

-- Quality statistics and event reports as the SDKs sent them (over the socket or POST /im/report), newest kept: the
-- gateway deletes all but the newest 10,000 as it stores more.
create table im_reports (
  id bigserial primary key,
  sdk_app_id bigint not null,
  -- The sender's chat user id; empty for a report posted over HTTP without a login.
  user_id text not null,
  kind text not null check (kind in ('quality', 'events')),
  body jsonb not null,
  received_at integer not null
);
