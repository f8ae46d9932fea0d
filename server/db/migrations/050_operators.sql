-- The operators' console (docs/operators.md): operator accounts, their sessions and the audit log of what they did.

create table operators (
  id serial primary key,
  -- Stored lower-cased: one address, one account, however it is typed.
  email text not null unique,
  -- scrypt$N$r$p$salt$hash (server/security/passwords.ts): a salt of its own per row.
  password_hash text not null,
  role text not null check (role in ('owner', 'ops', 'moderator', 'finance', 'viewer')),
  -- Site codes the operator may act on; null: every site.
  sites text[],
  -- Base32 TOTP secret (RFC 6238); set at enrolment, confirmed when totp_enrolled.
  totp_secret text,
  totp_enrolled boolean not null default false,
  -- The last time step a code was accepted for: a code is never accepted twice.
  totp_last_step bigint,
  disabled boolean not null default false,
  created_at timestamptz not null
);

-- A session keeps only the SHA-256 of its token: a copy of the table signs nobody in.
create table operator_sessions (
  token_hash text primary key,
  operator_id integer not null references operators (id) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  address text not null,
  user_agent text not null,
  ended_at timestamptz
);
create index operator_sessions_operator on operator_sessions (operator_id) where ended_at is null;

-- Every operator action, and every call with the shared admin token (actor 'admin-token', operator_id null).
create table operator_audit (
  id bigserial primary key,
  at timestamptz not null,
  operator_id integer references operators (id),
  actor text not null,
  role text not null,
  address text not null,
  action text not null,
  target_kind text not null default '',
  target_id text not null default '',
  site text not null,
  before jsonb,
  after jsonb
);
create index operator_audit_at on operator_audit (at desc, id desc);

-- Append-only in the database itself: whatever the server's code does, a row once written stays as written.
create function operator_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'operator_audit is append-only';
end;
$$;
create trigger operator_audit_no_update before update or delete on operator_audit
  for each row execute function operator_audit_append_only();
create trigger operator_audit_no_truncate before truncate on operator_audit
  for each statement execute function operator_audit_append_only();
