import { DomainError } from './errors.ts';

/** Maps a unique-index violation (PostgreSQL 23505, also from PGlite) to status 6 with `message`. */
export function conflictAs(message: string) {
  return (error: unknown): never => {
    if ((error as { code?: string }).code === '23505') throw new DomainError('CONFLICT', message);
    throw error;
  };
}
