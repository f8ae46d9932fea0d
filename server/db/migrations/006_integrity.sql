-- Accounts are unique regardless of case, and a phone number belongs to one account at most.
create unique index users_account_lower on users (lower(account));
create unique index users_mobile on users (mobile) where mobile is not null;

-- One pending code per phone and purpose: a binding code never resets a password, and one flow does not
-- overwrite the other's code.
alter table sms_codes drop constraint sms_codes_pkey;
alter table sms_codes add primary key (mobile, purpose);

-- Follows outlive the schedule, which is rebuilt at every start (match ids are stable per day and seed).
alter table attentions drop constraint attentions_match_id_fkey;

-- Start of the fixed per-user quota window for uploads.
create index uploads_user on uploads (user_id, created_at);
