-- A community's owner may give a member the Custom role (spec 001 §3, §5, §6: "or a custom role in communities";
-- tim-js-sdk 2.27.6 names it GRP_MBR_ROLE_CUSTOM, 'Custom'). A Custom member may do what a Member may
-- (docs/decisions.md "Custom roles in communities"); group.setRole refuses it outside communities.
alter table im_group_members drop constraint im_group_members_role_check;
alter table im_group_members add constraint im_group_members_role_check check (role in ('Owner', 'Admin', 'Member', 'Custom'));

-- Invite options (spec 001 §4: free, need permission, disable): who beside the owner and admins may add members with
-- addGroupMember. DisableInvite, the default, is what every group did before. A member's invitation to a
-- NeedPermission group waits as an application whose `invitee` joins when the owner or an admin agrees (`applicant`
-- is the inviter; '' for a request to join), Tencent's application type 2.
alter table im_groups add column invite_option text not null default 'DisableInvite' check (invite_option in ('FreeAccess', 'NeedPermission', 'DisableInvite'));
alter table im_group_applications add column invitee text not null default '';
alter table im_group_applications drop constraint im_group_applications_pkey;
alter table im_group_applications add primary key (group_id, applicant, invitee);
