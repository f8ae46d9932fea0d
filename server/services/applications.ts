import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import { conflictAs } from '../domain/unique-conflict.ts';
import { unixSeconds } from '../clock.ts';
import { postMessage } from '../domain/accounts/system-messages.ts';

/** What a fan applies to become: an anchor (is_anchor) or a room admin (is_anchor_admin). */
export type ApplicationType = 'anchor' | 'admin';
/** Reviewing 0, approved 1, rejected 2. */
export const applicationStatus = { reviewing: 0, approved: 1, rejected: 2 } as const;
/** Images a fan keeps at most, and an application carries at most. */
export const materialLimit = 9;

interface ApplicationRow {
  id: number;
  user_id: number;
  type: ApplicationType;
  real_name: string;
  contact: string;
  intro: string;
  materials: string[];
  status: number;
  reason: string;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

const present = (row: ApplicationRow) => ({
  id: row.id,
  type: row.type,
  real_name: row.real_name,
  contact: row.contact,
  intro: row.intro,
  materials: row.materials,
  status: row.status,
  reason: row.reason,
  time: unixSeconds(row.created_at),
  reviewed_at: unixSeconds(row.reviewed_at),
});

export async function listMaterials(db: Database, userId: number) {
  const rows = await db.query<{ id: number; url: string; created_at: Date | string }>(
    'select id, url, created_at from user_materials where user_id = $1 order by id',
    [userId],
  );
  return { list: rows.map((r) => ({ id: r.id, url: r.url, time: unixSeconds(r.created_at) })), max: materialLimit };
}

/** Keeps an uploaded image (the existing upload's address) among the fan's materials, up to {@link materialLimit}. */
export async function addMaterial(db: Database, userId: number, url: string, now: Date) {
  await db.transaction(async (tx) => {
    // Counting under the user's row lock keeps two concurrent adds from passing the limit together.
    await tx.query('select 1 from users where id = $1 for update', [userId]);
    const [{ count }] = await tx.query<{ count: number }>('select count(*)::int as count from user_materials where user_id = $1', [userId]);
    if (Number(count) >= materialLimit) throw new DomainError('CONFLICT', `最多保存 ${materialLimit} 张素材`);
    await tx.query('insert into user_materials (user_id, url, created_at) values ($1, $2, $3)', [userId, url, now.toISOString()]);
  });
  return listMaterials(db, userId);
}

export async function deleteMaterial(db: Database, userId: number, id: number) {
  const removed = await db.query('delete from user_materials where id = $1 and user_id = $2 returning id', [id, userId]);
  if (removed.length === 0) throw new DomainError('NOT_FOUND', '素材不存在');
  return listMaterials(db, userId);
}

/**
 * Applies once per type at a time: the materials are the fan's own (by id, copied into the application, so deleting
 * one later keeps the application whole); an anchor cannot apply to be one again.
 */
export async function apply(
  db: Database,
  input: { userId: number; type: ApplicationType; realName: string; contact: string; intro: string; materialIds: number[]; now: Date },
) {
  const [user] = await db.query<{ is_anchor: boolean; is_anchor_admin: boolean }>(
    'select is_anchor, is_anchor_admin from users where id = $1',
    [input.userId],
  );
  if ((input.type === 'anchor' && user.is_anchor) || (input.type === 'admin' && user.is_anchor_admin))
    throw new DomainError('CONFLICT', '你已经拥有这个身份');
  const materials = await db.query<{ id: number; url: string }>(
    'select id, url from user_materials where user_id = $1 and id = any($2) order by id',
    [input.userId, input.materialIds],
  );
  if (materials.length !== new Set(input.materialIds).size) throw new DomainError('NOT_FOUND', '素材不存在');
  if (input.type === 'anchor' && materials.length === 0) throw new DomainError('BAD_INPUT', '申请主播需要至少一张素材');
  const [row] = await db
    .query<ApplicationRow>(
      `insert into applications (user_id, type, real_name, contact, intro, materials, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning *`,
      [
        input.userId,
        input.type,
        input.realName,
        input.contact,
        input.intro,
        JSON.stringify(materials.map((m) => m.url)),
        input.now.toISOString(),
      ],
    )
    .catch(conflictAs('已有一份申请正在审核中'));
  return present(row);
}

export async function listApplications(db: Database, userId: number) {
  const rows = await db.query<ApplicationRow>('select * from applications where user_id = $1 order by id desc', [userId]);
  return { list: rows.map(present) };
}

/**
 * The operator's review, once: approving makes the applicant an anchor (with the anchors' gift share) or a room admin
 * in the same transaction; the applicant is told in their system messages. Nobody reviews their own application:
 * the review is the admin API's alone.
 */
export async function reviewApplication(db: Database, id: number, approve: boolean, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ApplicationRow>(
      'update applications set status = $2, reason = $3, reviewed_at = $4 where id = $1 and status = 0 returning *',
      [id, approve ? applicationStatus.approved : applicationStatus.rejected, reason, now.toISOString()],
    );
    if (!row) throw new DomainError('CONFLICT', '申请不存在或已审核');
    if (approve && row.type === 'anchor')
      await tx.query('update users set is_anchor = true, sharing_ratio = greatest(sharing_ratio, 50) where id = $1', [row.user_id]);
    if (approve && row.type === 'admin') await tx.query('update users set is_anchor_admin = true where id = $1', [row.user_id]);
    const role = row.type === 'anchor' ? { cn: '主播', pt: 'apresentador' } : { cn: '房管', pt: 'moderador' };
    await postMessage(
      tx,
      {
        userId: row.user_id,
        kind: 'application',
        title: approve
          ? { cn: `${role.cn}申请已通过`, pt: `Pedido de ${role.pt} aprovado` }
          : { cn: `${role.cn}申请未通过`, pt: `Pedido de ${role.pt} recusado` },
        content: approve
          ? { cn: `恭喜，你已成为${role.cn}。`, pt: `Parabéns, agora você é ${role.pt}.` }
          : {
              cn: `原因：${reason || '资料不完整'}。可以修改后重新申请。`,
              pt: `Motivo: ${reason || 'dados incompletos'}. Você pode corrigir e pedir de novo.`,
            },
        link: approve && row.type === 'anchor' ? '/user-center/anchor' : `/user-center/apply/${row.type}`,
      },
      now,
    );
    return present(row);
  });
}
