import type { Database } from '../ports.ts';

/** Locks a user's row for the transaction: false when there is no such user. */
export async function lockUser(tx: Database, userId: number): Promise<boolean> {
  const [user] = await tx.query<{ id: number }>('select id from users where id = $1 for update', [userId]);
  return user !== undefined;
}

/** The paid invitations of a server day: the inviter's, and those registered from the address. */
export async function paidInvitesOn(tx: Database, inviterId: number, day: string, address: string) {
  const [counts] = await tx.query<{ paid: number; fromAddress: number }>(
    `select count(*) filter (where inviter_id = $1)::int as paid, count(*) filter (where address = $3)::int as "fromAddress"
       from invites where invite_day = $2 and reward > 0 and (inviter_id = $1 or address = $3)`,
    [inviterId, day, address],
  );
  return counts;
}

/** Records an invitation; false when the invitee's was recorded already (the invitee is the key). */
export async function insertInvite(
  tx: Database,
  invite: { inviteeId: number; inviterId: number; reward: number; day: string; address: string; at: string },
): Promise<boolean> {
  const inserted = await tx.query(
    'insert into invites (invitee_id, inviter_id, reward, invite_day, address, created_at) values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning invitee_id',
    [invite.inviteeId, invite.inviterId, invite.reward, invite.day, invite.address, invite.at],
  );
  return inserted.length > 0;
}

/** The inviter's counters: invitations, gold earned in all, and on the server day `day`. */
export async function countInvite(tx: Database, inviterId: number, reward: number, day: string): Promise<void> {
  await tx.query(
    `update users set invite_count = invite_count + 1, invite_profit = invite_profit + $2,
         invite_day_profit = case when invite_day = $3 then invite_day_profit + $2 else $2 end, invite_day = $3 where id = $1`,
    [inviterId, reward, day],
  );
}
