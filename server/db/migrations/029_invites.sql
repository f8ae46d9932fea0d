-- Invitations (spec 000 §3 invite{invite_code, profit, total_profit}; docs/decisions.md "Invitations"): a new user who
-- registers with another's invite code credits the inviter once. The invitee is the key, so one account is counted
-- once however often it signs in with a code.
create table invites (
  invitee_id integer primary key references users (id) on delete cascade,
  inviter_id integer not null references users (id) on delete cascade,
  -- Gold paid to the inviter for this invitee (0 once the inviter's daily cap is reached).
  reward integer not null check (reward >= 0),
  -- Server day (UTC+8) of the registration, for the daily cap and the inviteFriend task.
  invite_day text not null,
  -- The address the invitee registered from, for the daily cap per address.
  address text not null default '',
  created_at timestamptz not null,
  check (invitee_id <> inviter_id)
);
create index invites_inviter on invites (inviter_id, invite_day);
create index invites_address on invites (address, invite_day);

-- The user info's figures, kept with the user like fans_count: friends invited, gold earned in all, and on the
-- server day of the latest invitation (profit is that day's when it is today, else 0).
alter table users add column invite_count integer not null default 0;
alter table users add column invite_profit integer not null default 0;
alter table users add column invite_day text not null default '';
alter table users add column invite_day_profit integer not null default 0;
