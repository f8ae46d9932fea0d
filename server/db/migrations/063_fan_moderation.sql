-- The console's fans screen (docs/operators.md "Fans"): a site-wide chat mute an operator sets on a fan (every live
-- room, group and one-to-one chat refuses their sends until it ends), and each session's device and last call, so an
-- operator sees where a fan is signed in before ending those sessions.
alter table users add column chat_muted_until timestamptz;
alter table sessions add column device text not null default '';
alter table sessions add column seen_at timestamptz;
