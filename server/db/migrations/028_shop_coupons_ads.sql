-- Coupons at the shop's checkout (docs/ledger.md "Shop coupons"): an order may use one of the fan's benefits, a red
-- packet (type 7, its gold off a gold order) or a black card (type 9, `amount` percent off physical goods). The order
-- keeps what it cost before (`price`), what the coupon took off (`discount`) and the coupon; `amount` stays what was paid.
alter table orders add column price integer;
update orders set price = amount;
alter table orders alter column price set not null;
alter table orders add column discount integer not null default 0 check (discount >= 0);
alter table orders add column benefit_id integer references benefits (id);
alter table orders add constraint orders_paid check (amount = price - discount and amount > 0);
-- One coupon pays for one order, whatever two concurrent checkouts do.
create unique index orders_benefit on orders (benefit_id) where benefit_id is not null;

-- The site's ad slots (spec 000 §3 commonConfig home_pop_ad, live_play_ad; docs/decisions.md "Ad slots"), as the
-- operator sets them: `{ "home_pop_ad": Ad | null, "live_play_ad": Ad | null }`; null until first configured.
alter table sites add column ads jsonb;
