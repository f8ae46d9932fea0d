-- State that was in each node's memory and must be the same on every node of a cluster (docs/decisions.md "Node state
-- in a cluster"): a captcha image issued by one node is checked by whichever node the send-code call reaches, and the
-- per-account limits (wrong passwords, SMS codes a minute, comments, feedback) count every node's attempts.
create table captchas (
  key text primary key,
  digits text not null,
  expires_at timestamptz not null
);
create index captchas_expiry on captchas (expires_at);

-- One fixed window per limit (scope) and key: `count` attempts since the window opened, until `resets_at` (ms since
-- 1970 by the server clock, so a test's clock moves it).
create table rate_limits (
  scope text not null,
  key text not null,
  count integer not null,
  resets_at bigint not null,
  primary key (scope, key)
);
create index rate_limits_expiry on rate_limits (resets_at);
