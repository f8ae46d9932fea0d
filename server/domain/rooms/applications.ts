import type { Database } from '../ports.ts';
import { DomainError } from '../errors.ts';
import { unixSeconds } from '../../clock.ts';
import { postMessage } from '../accounts/system-messages.ts';
import { conflictAs } from '../unique-conflict.ts';
import {
  applicationsOf,
  decideApplication,
  deleteMaterialRow,
  grantRole,
  insertApplication,
  insertMaterial,
  lockUser,
  materialCount,
  materialsById,
  materialsOf,
  rolesOf,
  type ApplicationRow,
  type ApplicationType,
} from './applications-store.ts';

/** Reviewing 0, approved 1, rejected 2. */
export const applicationStatus = { reviewing: 0, approved: 1, rejected: 2 } as const;
/** Images a fan keeps at most, and an application carries at most. */
export const materialLimit = 9;

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

/** The fan's materials and how many they may keep. */
export async function listMaterials(db: Database, userId: number) {
  const rows = await materialsOf(db, userId);
  return { list: rows.map((r) => ({ id: r.id, url: r.url, time: unixSeconds(r.created_at) })), max: materialLimit };
}

/** Keeps an uploaded image (the existing upload's address) among the fan's materials, up to {@link materialLimit}. */
export async function addMaterial(db: Database, userId: number, url: string, now: Date) {
  await db.transaction(async (tx) => {
    // Counting under the user's row lock keeps two concurrent adds from passing the limit together.
    await lockUser(tx, userId);
    if ((await materialCount(tx, userId)) >= materialLimit) throw new DomainError('CONFLICT', `最多保存 ${materialLimit} 张素材`);
    await insertMaterial(tx, userId, url, now);
  });
  return listMaterials(db, userId);
}

/** Deletes one of the fan's materials (an application keeps its copy); status 3 when it is not theirs. */
export async function deleteMaterial(db: Database, userId: number, id: number) {
  if (!(await deleteMaterialRow(db, userId, id))) throw new DomainError('NOT_FOUND', '素材不存在');
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
  const user = await rolesOf(db, input.userId);
  if ((input.type === 'anchor' && user.is_anchor) || (input.type === 'admin' && user.is_anchor_admin))
    throw new DomainError('CONFLICT', '你已经拥有这个身份');
  const materials = await materialsById(db, input.userId, input.materialIds);
  if (materials.length !== new Set(input.materialIds).size) throw new DomainError('NOT_FOUND', '素材不存在');
  if (input.type === 'anchor' && materials.length === 0) throw new DomainError('BAD_INPUT', '申请主播需要至少一张素材');
  const row = await insertApplication(db, { ...input, materials: materials.map((m) => m.url) }).catch(conflictAs('已有一份申请正在审核中'));
  return present(row);
}

/** The fan's applications, newest first. */
export async function listApplications(db: Database, userId: number) {
  const rows = await applicationsOf(db, userId);
  return { list: rows.map(present) };
}

/**
 * The operator's review, once: approving makes the applicant an anchor (with the anchors' gift share) or a room admin
 * in the same transaction; the applicant is told in their system messages. Nobody reviews their own application:
 * the review is the admin API's alone.
 */
export async function reviewApplication(db: Database, id: number, approve: boolean, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await decideApplication(tx, id, approve ? applicationStatus.approved : applicationStatus.rejected, reason, now);
    if (!row) throw new DomainError('CONFLICT', '申请不存在或已审核');
    if (approve) await grantRole(tx, row.user_id, row.type);
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
