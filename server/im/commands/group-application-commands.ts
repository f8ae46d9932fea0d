import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { ApplicationType, GroupLimits, GroupNoticeType, GroupTipType, HandleAction } from '../../../runtime/im/protocol/group-codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { addMember } from '../groups.ts';
import { keepSiteMute } from '../site-mute.ts';
import { applicationsFor, memberCounts, takeApplication } from '../store/group-store.ts';
import type { CommandHandler } from './command.ts';
import { answer, checkedText, createdGroup, groupRequest, pushNotice, requireManager, storeTip, wireGroup } from './group-call.ts';

/** `group.applications` and `group.handleApplication` (applications are made by `group.join`, group-commands.ts). */
export const groupApplicationCommands: Record<string, CommandHandler> = {
  /** Applications to the groups the caller owns or administers, oldest first, 20 a page (spec 001 §9). */
  async 'group.applications'(call) {
    const request = groupRequest(call);
    const offset = request.offset ?? 0;
    const count = Math.min(request.count || GroupLimits.applicationPage, GroupLimits.applicationPage);
    const rows = await applicationsFor(call.context.db, call.user.id, offset, count + 1);
    const page = rows.slice(0, count);
    return answer({
      applications: page.map((row) => ({
        applicant: row.applicant,
        applicantNick: row.applicant_nick,
        groupId: row.group_id,
        groupName: row.group_name,
        applyMessage: row.apply_message,
        time: row.created_at,
        applicationType: row.invitee ? ApplicationType.INVITATION : ApplicationType.JOIN,
        invitee: row.invitee,
      })),
      nextOffset: offset + page.length,
      complete: rows.length <= count,
    });
  },

  /**
   * The owner or an admin agrees (the applicant becomes a Member, unless the group is full: 10014) or rejects. The
   * applicant hears notice 2 or 3 with the handler's message; an agreement adds tip 1 to the group. With `invitee`, a
   * member's invitation: agreed, the invitee joins and hears notice 7 (invited); rejected, the inviter hears notice 3.
   */
  async 'group.handleApplication'(call) {
    const request = groupRequest(call);
    const group = await createdGroup(call, request.groupId ?? '');
    await requireManager(call, group.id);
    const action = request.handleAction ?? 0;
    if (action !== HandleAction.AGREE && action !== HandleAction.REJECT)
      throw invalidParameter('handle_action must be 1 (agree) or 2 (reject)');
    const applicant = request.userId ?? '';
    const invitee = request.invitee ?? '';
    const joiner = invitee || applicant;
    const message = checkedText(request.handleMessage, 'handle message', GroupLimits.notificationChars);
    // The applicant reads the message: a manager muted on the site answers without one.
    if (message) await keepSiteMute(call, group.id);
    const count = (await memberCounts(call.context.db, [group.id])).get(group.id) ?? 0;
    if (action === HandleAction.AGREE && count >= group.stored.max_members) throw new ImError(ServerCode.GROUP_FULL, `${group.id} is full`);
    if (!(await takeApplication(call.context.db, group.id, applicant, invitee)))
      throw invalidParameter(`no application of ${applicant}${invitee ? ` inviting ${invitee}` : ''} to ${group.id}`);
    const agreed = action === HandleAction.AGREE;
    if (agreed) await addMember(call.context.db, group, joiner, call.now);
    // The notice goes before the join tip, so the joiner's SDK knows the group when its first message arrives.
    const profile = await wireGroup(call, group.stored, count + (agreed ? 1 : 0));
    if (invitee && agreed) pushNotice(call, [invitee], { type: GroupNoticeType.INVITED, group: profile, applicant });
    else
      pushNotice(call, [applicant], {
        type: agreed ? GroupNoticeType.APPROVED : GroupNoticeType.REJECTED,
        group: profile,
        message,
        applicant,
      });
    if (agreed) await storeTip(call, group, GroupTipType.JOIN, [joiner]);
  },
};
