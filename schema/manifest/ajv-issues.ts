import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { didYouMean } from './did-you-mean.ts';
import { hexColourHint } from './hex-colour.ts';
import { pointerOf, segmentsOf, valueAt } from './json-pointer.ts';
import { releaseTenantSchema, schemaAt, tenantSchema, withoutRequired, type JsonSchema } from './tenant-schema.ts';

/** A schema violation, before it is placed in a file. */
export interface SchemaProblem {
  code: string;
  pointer: string;
  message: string;
  suggestion?: string;
  /** Point at the key rather than the value (unknown keys). */
  atKey?: boolean;
  /** A warning is reported and the site is still valid; an error (the default) makes it invalid. */
  severity?: 'warning';
  /** Place it in the site's own file even when the value was inherited (what must change is the site, not its parent). */
  ownFile?: boolean;
}

function compile(schema: JsonSchema): ValidateFunction {
  // verbose: errors carry parentSchema, whose description makes pattern messages readable.
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  ajv.addKeyword({ keyword: 'x-asset', schemaType: 'boolean' });
  return ajv.compile(schema);
}

let written: ValidateFunction | undefined;
let resolved: ValidateFunction | undefined;

/** Checks one file as written: every key and value must be right, but required keys may come from `extends`. */
export function checkWritten(value: unknown): SchemaProblem[] {
  written ??= compile(withoutRequired(tenantSchema()));
  return run(written, value);
}

/** Checks a manifest after `extends` and defaults: now everything required must be there. */
export function checkResolved(value: unknown): SchemaProblem[] {
  resolved ??= compile(tenantSchema());
  return run(resolved, value);
}

/**
 * Lets the compiled validators go: a process that validated its one manifest at start (`serve`) holds them for
 * nothing otherwise (docs/decisions.md "Idle memory"); a later check compiles them again.
 */
export function releaseManifestValidators(): void {
  written = undefined;
  resolved = undefined;
  releaseTenantSchema();
}

function run(validate: ValidateFunction, value: unknown): SchemaProblem[] {
  if (validate(value)) return [];
  // Errors inside propertyNames (propertyName set) repeat the propertyNames error about the whole object.
  const problems = (validate.errors ?? []).filter((error) => error.propertyName === undefined).map((error) => describe(error, value));
  // $ref and allErrors can report one place twice; keep the first of each.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

function describe(error: ErrorObject, document: unknown): SchemaProblem {
  const pointer = error.instancePath;
  const value = valueAt(document, pointer);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = Object.keys(schemaAt(segmentsOf(pointer))?.properties ?? {});
      const where = pointer === '' ? 'a manifest' : pointer;
      return {
        code: 'unknown-key',
        pointer: pointerOf([...segmentsOf(pointer), key]),
        message: `unknown key "${key}": ${where} accepts ${known.map((k) => `"${k}"`).join(', ')}`,
        suggestion: didYouMean(key, known),
        atKey: true,
      };
    }
    case 'required':
      return {
        code: 'missing-key',
        pointer: pointerOf([...segmentsOf(pointer), String(params.missingProperty)]),
        message: `missing required key "${String(params.missingProperty)}"`,
      };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return {
        code: 'invalid-value',
        pointer,
        message: `${JSON.stringify(value)} is not allowed; expected one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
        suggestion: typeof value === 'string' ? didYouMean(value, allowed) : undefined,
      };
    }
    case 'type':
      return { code: 'wrong-type', pointer, message: `expected ${String(params.type)}, got ${jsonType(value)} ${JSON.stringify(value)}` };
    case 'pattern': {
      if (isColourPattern(String(params.pattern)) && typeof value === 'string' && value !== '') {
        const hint = hexColourHint(value);
        return { code: 'invalid-format', pointer, message: hint.message, suggestion: hint.suggestion };
      }
      // The description says what is meant; the pattern says exactly what passes (e.g. which image extensions).
      const description = error.parentSchema?.description;
      const expected = description
        ? `${lowerFirst(description)} (must match ${String(params.pattern)})`
        : `text matching ${String(params.pattern)}`;
      return { code: 'invalid-format', pointer, message: `${JSON.stringify(value)} is not valid: expected ${expected}` };
    }
    case 'propertyNames': {
      const pattern = (error.schema as { pattern?: string } | undefined)?.pattern;
      const rule = pattern ? `; keys must match ${pattern}` : '';
      return {
        code: 'invalid-key',
        pointer: pointerOf([...segmentsOf(pointer), String(params.propertyName)]),
        message: `key "${String(params.propertyName)}" is not valid here${rule}`,
        atKey: true,
      };
    }
    case 'uniqueItems': {
      // Ajv's i and j come in either order depending on the item type; point at the later copy, the one to delete.
      const [first, repeat] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      return {
        code: 'duplicate-item',
        pointer: pointerOf([...segmentsOf(pointer), repeat]),
        message: `${JSON.stringify(valueAt(document, pointerOf([...segmentsOf(pointer), repeat])))} is listed twice (items ${first} and ${repeat}); each may appear once`,
      };
    }
    default:
      return { code: `schema-${error.keyword}`, pointer, message: `${error.message ?? 'is not valid'}` };
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}

/** The schema's colour patterns (definitions/color, and theme.accent's, which also allows empty) say #rgb or #rrggbb. */
function isColourPattern(pattern: string): boolean {
  return pattern.includes('#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})');
}
