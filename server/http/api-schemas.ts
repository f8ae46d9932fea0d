import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../schema/api', import.meta.url));

/** Every JSON Schema of schema/api/<group>/<name>.json, keyed by its `$id` (`user/login.request`). */
export function apiSchemas(): Record<string, unknown>[] {
  return readdirSync(apiDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((group) => readdirSync(`${apiDir}/${group.name}`).filter((f) => f.endsWith('.json')).map((file) => JSON.parse(readFileSync(`${apiDir}/${group.name}/${file}`, 'utf8')) as Record<string, unknown>));
}

/** A reference to a schema added with {@link apiSchemas}, for a route's `schema.body`. */
export const ref = (id: string) => ({ $ref: `${id}#` });
