import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('./api', import.meta.url));

/** A JSON Schema of the API: request bodies and response models. */
export type ApiSchema = { $id?: string; title?: string; [key: string]: unknown };

/** Every JSON Schema of schema/api/<group>/<name>.json; each is named by its `$id` (`user/login.request`). */
export function readApiSchemas(): ApiSchema[] {
  return readdirSync(apiDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((group) =>
      readdirSync(`${apiDir}/${group.name}`)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(`${apiDir}/${group.name}/${f}`, 'utf8')) as ApiSchema),
    );
}
