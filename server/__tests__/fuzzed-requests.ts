import fc from 'fast-check';
import { readApiSchemas, type ApiSchema } from '../../schema/api-schemas.ts';

/**
 * Hostile input for the HTTP API (issue 20 item 2), built from the JSON Schemas the server validates with: each body
 * is the route's own fields, each either a plausible value (so the call gets past validation into the handler and the
 * database) or a hostile one (a wrong type, a huge or odd number, SQL, HTML, unicode edge cases), with required fields
 * left out and unknown fields added at random; some bodies are not objects at all.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
};

const schemas = new Map(readApiSchemas().map((s: ApiSchema) => [String(s.$id), s as Schema]));
const resolve = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? schemas.get(schema.$ref.replace(/#$/, '').replace(/^(\.\.\/)+/, '')) : schema;

/** Text an attacker or a careless client sends: SQL, markup, URLs, control and direction characters, lone surrogates, long words. */
export const hostileStrings = [
  "' or '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '" union select password_hash from users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '</style><style>*{display:none}</style>',
  '\u0000',
  'a\u0000b',
  '\u202egnp.exe',
  '\u200b\u200c\u200d\ufeff',
  '\ud800',
  '\udfff\ud800',
  '𝕏🏳️‍🌈👨‍👩‍👧‍👦',
  'é'.normalize('NFD').repeat(50),
  '%00%27%22',
  '../../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '   ',
  '',
  'x'.repeat(10_000),
  '中'.repeat(5_000),
];

export const hostileNumbers = [0, -1, -0, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 2 ** 63, 1e308, -1e308, 5e-324];

/** Any JSON value of a wrong or hostile kind. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { $ne: null }, { __proto__: { admin: true } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
);

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  // Lookaheads and the like are beyond stringMatching: such fields get hostile strings only.
  if (/\(\?[=!<]/.test(pattern)) return undefined;
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** A value that fits `schema` (most of the time: patterns and bounds are honoured where fast-check can). */
function plausible(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (!s || depth > 3) return hostileValue;
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => plausible(a, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer') return fc.integer({ min: s.minimum ?? -10, max: Math.min(s.maximum ?? 2_147_483_647, 2_147_483_647) });
  if (type === 'number') return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(s.items, depth + 1), { maxLength: 5 });
  if (type === 'object' || s.properties) return objectOf(s, depth + 1);
  if (type === 'string')
    return (
      (s.pattern && patternArbitrary(s.pattern)) || fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 60) })
    );
  return hostileValue;
}

/** Either a plausible value for the field or a hostile one. */
const field = (schema: Schema | undefined, depth: number) =>
  fc.oneof({ arbitrary: plausible(schema, depth), weight: 3 }, { arbitrary: hostileValue, weight: 2 });

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const record = fc.record(Object.fromEntries(properties.map(([name, property]) => [name, field(property, depth)])), { requiredKeys: [] });
  return fc
    .tuple(record, fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), hostileValue, { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Every field name the request schemas use: routes without a schema read some of them from the body themselves. */
const fieldNames = [
  ...new Set([...schemas.values()].flatMap((s) => [s, ...(s.anyOf ?? [])]).flatMap((s) => Object.keys(resolve(s)?.properties ?? {}))),
];

/** Bodies for a route whose body schema is `bodySchema` (a `$ref`, an `anyOf` of them, inline, or none). */
export function fuzzedBody(bodySchema: unknown): fc.Arbitrary<unknown> {
  const schema = resolve(bodySchema as Schema | undefined);
  const alternatives = schema?.anyOf?.map(resolve).filter((s): s is Schema => !!s) ?? [];
  const merged: Schema = { properties: Object.assign({}, schema?.properties, ...alternatives.map((a) => a.properties)) };
  // Without a schema the handler reads what it wants: offer every field name the API knows, with hostile values.
  const object =
    Object.keys(merged.properties!).length > 0
      ? objectOf(merged, 0)
      : fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 6 });
  return fc.oneof(
    { arbitrary: object, weight: 8 },
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** A hostile path parameter or query value, as a client would put it in a URL. */
export const fuzzedSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileStrings.map((s) => s.slice(0, 300))),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...hostileNumbers.map(String)),
);
