-- Slow mode of a created group (spec 000 §6: 5, 10, 30 or 60 seconds between two sends of a member, 0 unlimited;
-- docs/decisions.md "Group slow mode"): a profile field the owner and admins set with group.update, like muteAll. The
-- owner and admins are exempt; the gateway remembers each member's last send in memory (send-spacing.ts).
alter table im_groups add column slow_mode integer not null default 0 check (slow_mode in (0, 5, 10, 30, 60));
