-- Simulated viewers of the live rooms (docs/decisions.md "Rooms that feel alive"): seeded users of their own, marked
-- so that the robots only ever act as these accounts, never as a fan's. They cannot log in (no password hash verifies).
alter table users add column is_robot boolean not null default false;
create index users_robots on users (id) where is_robot;
