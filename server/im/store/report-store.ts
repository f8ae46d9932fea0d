import type { Database } from '../../db/database.ts';

/** Reports kept: the newest this many (older ones go as new ones arrive). */
export const keptReports = 10_000;

/** Stores one SDK report and trims the table to the newest {@link keptReports}. */
export async function storeReport(
  db: Database,
  report: { sdkAppId: number; userId: string; kind: 'quality' | 'events'; body: unknown; now: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into im_reports (sdk_app_id, user_id, kind, body, received_at) values ($1, $2, $3, $4, $5)', [
      report.sdkAppId,
      report.userId,
      report.kind,
      JSON.stringify(report.body),
      report.now,
    ]);
    await tx.query('delete from im_reports where id <= (select id from im_reports order by id desc offset $1 limit 1)', [keptReports]);
  });
}
