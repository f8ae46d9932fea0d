import { expect, it } from 'vitest';
import { tenantSchema, type JsonSchema } from '../manifest/tenant-schema.ts';

/** Every property and definition of the schema, with its JSON path. */
function* fields(schema: JsonSchema, path: string): Generator<[string, JsonSchema]> {
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    yield [`${path}/${name}`, child];
    yield* fields(child, `${path}/${name}`);
  }
  if (schema.items) yield* fields(schema.items, `${path}[]`);
}

it('documents every manifest field with a description and a default', () => {
  const schema = tenantSchema();
  const all = [
    ...fields(schema, ''),
    ...Object.entries(schema.definitions ?? {}).flatMap(([name, definition]) => [...fields(definition, `#${name}`)]),
  ];
  expect(all.length).toBeGreaterThan(50);
  const undocumented = all.filter(([, field]) => !field.description && !field.$ref).map(([path]) => path);
  const undefaulted = all.filter(([, field]) => field.default === undefined).map(([path]) => path);
  expect(undocumented).toEqual([]);
  expect(undefaulted).toEqual([]);
});
