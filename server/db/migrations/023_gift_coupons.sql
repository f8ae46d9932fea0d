-- Gift coupons (benefit type gift 8) fill the fan's bag (spec 000 §1 userBagItems; docs/decisions.md "The bag"): each
-- gives `amount` of one gift of the catalogue, sent from the bag in a live room without gold.
alter table benefits add column gift_id integer;
update benefits set gift_id = 2 where type = 8;
-- A gift sent from the bag names the coupon it used (the coupon's guarded use makes that once per coupon).
alter table gift_sends add column benefit_id integer references benefits (id);
