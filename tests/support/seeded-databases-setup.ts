import { createSeededDatabasesFolder } from './seeded-databases.ts';

/** Vitest global setup: one folder of seeded databases for the run (tests/support/seeded-databases.ts). */
export default function setup(): () => void {
  return createSeededDatabasesFolder();
}
