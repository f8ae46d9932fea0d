-- Benefits granted to a user (spec 000 §3 benefit types: vip 1, poisson 2, upset 3, margin 4, diversity 5, allModel 6,
-- redPacket 7, gift 8, blackCard 9). The new-benefit modal lists those not yet seen (`seen_at` null) once
-- (POST /api/user/getNewBenefits, /api/user/readBenefits; docs/api.md "Benefits"). The name is kept in both languages
-- of the app, so the modal speaks the fan's.
create table benefits (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  type integer not null check (type between 1 and 9),
  name_zh text not null,
  name_pt text not null,
  -- How many (coins of a red packet, uses of a coupon); 0 when the benefit is a length of time only.
  amount integer not null default 0 check (amount >= 0),
  -- How long the benefit lasts once used (a 3-day VIP trial: 3); 0 when it is not a length of time.
  days integer not null default 0 check (days >= 0),
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  seen_at timestamptz
);
create index benefits_unseen on benefits (user_id) where seen_at is null;
