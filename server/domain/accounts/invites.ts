import { serverDate } from '../../clock.ts';
import { credit } from '../money/ledger/ledger.ts';
import type { Database } from '../ports.ts';
import { countInvite, insertInvite, lockUser, paidInvitesOn } from './invite-store.ts';
import { postMessage, type NewMessage } from './system-messages.ts';

/** Gold an inviter earns for each new user who registers with their code (docs/decisions.md "Invitations"). */
export const inviteReward = 2_000;
/**
 * Invitees paid per inviter, and per address the invitees register from, each server day: more still count but earn
 * nothing, so a farm of accounts (or a chain of them, each inviting the next) from one place is worth little.
 */
export const paidInvitesPerDay = 20;

/** A short code derived from the user id, for invitation links; `inviterOf` reads it back. */
export function inviteCode(id: number): string {
  return (id * 7919 + 104729).toString(36).toUpperCase();
}

/** The user id an invite code names, or null when the text is not one of our codes. */
export function inviterOf(code: string): number | null {
  if (!/^[0-9A-Za-z]{1,12}$/.test(code)) return null;
  const id = (parseInt(code, 36) - 104729) / 7919;
  return Number.isSafeInteger(id) && id > 0 && inviteCode(id) === code.toUpperCase() ? id : null;
}

/**
 * Credits the inviter of a user who has just registered with `code`, once: the invitee is the invites table's key, so
 * a second call (or a concurrent one) finds the row and pays nothing. An unknown code or one's own changes nothing:
 * a stale link (of the code's length) must not stop anyone registering. Runs in its own transaction, after the
 * account exists.
 */
export async function creditInviter(
  db: Database,
  invitee: { id: number; nick_name: string },
  code: string,
  address: string,
  now: Date,
): Promise<{ inviterId: number; reward: number } | null> {
  const { id: inviteeId, nick_name: inviteeNick } = invitee;
  const inviterId = inviterOf(code);
  if (inviterId === null || inviterId === inviteeId) return null;
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, inviterId))) return null;
    const day = serverDate(now);
    const { paid, fromAddress } = await paidInvitesOn(tx, inviterId, day, address);
    const reward = paid < paidInvitesPerDay && fromAddress < paidInvitesPerDay ? inviteReward : 0;
    const invite = { inviteeId, inviterId, reward, day, address, at: now.toISOString() };
    if (!(await insertInvite(tx, invite))) return null;
    await countInvite(tx, inviterId, reward, day);
    if (reward > 0)
      await credit(tx, { userId: inviterId, account: 'gold', amount: reward, kind: 'invite', ref: `invites:${inviteeId}`, now });
    await postMessage(tx, invitedMessage(inviterId, inviteeNick, reward), now);
    return { inviterId, reward };
  });
}

/** Tells the inviter who joined and what it earned (nothing once the day's paid invitations are used up). */
const invitedMessage = (userId: number, nick: string, reward: number): NewMessage => ({
  userId,
  kind: 'invite',
  title: { cn: '好友已通过你的邀请注册', pt: 'Um amigo entrou pelo seu convite' },
  content:
    reward > 0
      ? {
          cn: `${nick} 已注册，邀请奖励 ${reward} 金币已到账。`,
          pt: `${nick} se cadastrou; ${reward} moedas de ouro de recompensa já estão na sua carteira.`,
        }
      : {
          cn: `${nick} 已注册。今天的邀请奖励已达上限，明天再来邀请吧。`,
          pt: `${nick} se cadastrou. Você já atingiu o limite de recompensas de convite de hoje; volte amanhã.`,
        },
  link: '/trans-log',
});
