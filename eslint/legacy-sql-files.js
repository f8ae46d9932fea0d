// Files that still run SQL outside a store module while the server moves into domain areas (docs/architecture.md
// "The server"). Each area's move deletes its lines; the list only ever shrinks, and new code may not join it.
export const legacySqlFiles = [
  // start-up
  'server/start.ts',
];
