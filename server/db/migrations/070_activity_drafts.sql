-- Operators create activities in the console (docs/operators.md "Activities"). A new activity is a draft until an
-- operator publishes it: the console lists it, the fans' list, detail and join never see it (docs/decisions.md
-- "Activity drafts"). Operators' activities take ids from their own sequence, far above the seed's (1 to 6), and carry
-- edited_at from the start, so the demo seed never writes over them.
alter table activities add column draft boolean not null default false;
create sequence activity_operator_ids start with 1000000000;
