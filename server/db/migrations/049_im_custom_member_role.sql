-- A community's owner may give a member the Custom role (spec 001 §3, §5, §6: "or a custom role in communities";
-- tim-js-sdk 2.27.6 names it GRP_MBR_ROLE_CUSTOM, 'Custom'). A Custom member may do what a Member may
-- (docs/decisions.md "Custom roles in communities"); group.setRole refuses it outside communities.
alter table im_group_members drop constraint im_group_members_role_check;
alter table im_group_members add constraint im_group_members_role_check check (role in ('Owner', 'Admin', 'Member', 'Custom'));
