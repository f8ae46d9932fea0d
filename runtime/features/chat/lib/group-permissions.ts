/**
 * What a viewer's role lets them do in a group (docs/decisions.md "Group pages"), as the gateway enforces it
 * (docs/decisions.md "Chat groups"): the owner and admins edit the profile and handle applications; the owner sets
 * roles, hands the group over and dismisses it; an admin acts on plain members only, the owner on everyone else;
 * nobody acts on themselves. The pages show only what this allows, so a fan never meets a button that must fail.
 */

/** A role as the chat layer names it (Custom: a community's, with a member's rights); '' when the viewer is not a member. */
export type GroupRole = 'Owner' | 'Admin' | 'Member' | 'Custom' | '';

/** An action on another member, in the order the member page lists them. */
export type MemberAction = 'mute' | 'setAdmin' | 'removeAdmin' | 'remove' | 'transfer';

/** The mutes the product offers (spec 001 §5 via docs/im-api.md): 3 days, 1 day, 1 hour, 10 minutes. 0 lifts one. */
export const muteChoices = [259_200, 86_400, 3_600, 600] as const;

const managers: readonly GroupRole[] = ['Owner', 'Admin'];

/** Whether the role may change the group's name, introduction, notification, join option and mute-all, and handle applications. */
export const managesGroup = (role: GroupRole): boolean => managers.includes(role);

/**
 * The actions `viewer` may take on a member whose role is `target`, in a group of `groupType`. Roles cannot be set in
 * a Private (Work) group or a live room, and a live room has no owner to hand over (spec 001 §5).
 */
export function memberActions(viewer: GroupRole, target: GroupRole, groupType: string, isSelf: boolean): MemberAction[] {
  if (isSelf || !target) return [];
  if (viewer === 'Admin') return target === 'Member' || target === 'Custom' ? ['mute', 'remove'] : [];
  if (viewer !== 'Owner' || target === 'Owner') return [];
  const rolesSettable = groupType !== 'Private' && groupType !== 'AVChatRoom';
  const actions: MemberAction[] = ['mute'];
  if (rolesSettable) actions.push(target === 'Admin' ? 'removeAdmin' : 'setAdmin');
  actions.push('remove');
  if (groupType !== 'AVChatRoom') actions.push('transfer');
  return actions;
}

/** How the viewer leaves: the owner dismisses (never a Private group, spec 001 §5), anyone else quits. */
export function leaveAction(role: GroupRole, groupType: string): 'quit' | 'dismiss' | null {
  if (!role) return null;
  if (role !== 'Owner') return 'quit';
  return groupType === 'Private' ? null : 'dismiss';
}
