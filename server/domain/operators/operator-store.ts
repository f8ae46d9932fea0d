import type { Database } from '../ports.ts';
import type { OperatorRole } from './roles.ts';

/** An operator's row, as the rules read it. */
export interface OperatorRow {
  id: number;
  email: string;
  password_hash: string;
  role: OperatorRole;
  sites: string[] | null;
  totp_secret: string | null;
  totp_enrolled: boolean;
  totp_last_step: number | null;
  disabled: boolean;
  created_at: Date;
}

const columns =
  'id, email, password_hash, role, sites, totp_secret, totp_enrolled, totp_last_step::float8 as totp_last_step, disabled, created_at';

export async function insertOperator(
  db: Database,
  row: { email: string; passwordHash: string; role: OperatorRole; sites: string[] | null; now: Date },
): Promise<OperatorRow> {
  const [inserted] = await db.query<OperatorRow>(
    `insert into operators (email, password_hash, role, sites, created_at) values ($1, $2, $3, $4, $5) returning ${columns}`,
    [row.email, row.passwordHash, row.role, row.sites, row.now],
  );
  return inserted;
}

export async function operatorByEmail(db: Database, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.query<OperatorRow>(`select ${columns} from operators where email = $1`, [email]);
  return row;
}

/** One operator; `lock` holds the row until the transaction ends (an enrolment and a reset never interleave). */
export async function operatorById(db: Database, id: number, lock = false): Promise<OperatorRow | undefined> {
  const [row] = await db.query<OperatorRow>(`select ${columns} from operators where id = $1${lock ? ' for update' : ''}`, [id]);
  return row;
}

export function allOperators(db: Database): Promise<OperatorRow[]> {
  return db.query<OperatorRow>(`select ${columns} from operators order by id`);
}

export async function setOperatorFields(
  db: Database,
  id: number,
  fields: { role?: OperatorRole; sites?: string[] | null; disabled?: boolean },
): Promise<OperatorRow | undefined> {
  const [row] = await db.query<OperatorRow>(
    `update operators set role = coalesce($2, role), sites = case when $3 then $4::text[] else sites end,
       disabled = coalesce($5, disabled) where id = $1 returning ${columns}`,
    [id, fields.role ?? null, fields.sites !== undefined, fields.sites ?? null, fields.disabled ?? null],
  );
  return row;
}

/** A new secret waiting for its first code (`enrolled` false), or a confirmed one, or none (a reset). */
export async function setTotp(db: Database, id: number, secret: string | null, enrolled: boolean, lastStep: number | null): Promise<void> {
  await db.query('update operators set totp_secret = $2, totp_enrolled = $3, totp_last_step = $4 where id = $1', [
    id,
    secret,
    enrolled,
    lastStep,
  ]);
}

/**
 * Records the step of an accepted code, only if it is later than the last one: of two sign-ins racing with one code,
 * exactly one updates the row. Answers whether this one did.
 */
export async function claimTotpStep(db: Database, id: number, step: number): Promise<boolean> {
  const rows = await db.query(
    'update operators set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id',
    [id, step],
  );
  return rows.length === 1;
}
