import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { readApiSchemas } from '../../schema/api-schemas.ts';

/** An Ajv over every schema of schema/api, with the options app.ts gives Fastify's own (nothing stripped or guessed). */
function apiAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes, allErrors: false, addUsedSchema: false });
  for (const schema of readApiSchemas()) ajv.addSchema(schema);
  return ajv;
}

/**
 * The console API's validator: bodies and path parameters exactly as the rest of the API checks them, and query
 * strings with their text read as the schema's types (`?page=2` is the integer 2; `?page=two` and `?page=0` are refused
 * with the field named), so a query schema says `integer` with its bounds, as a body's does, and the console's types
 * generated from it say `number`.
 */
export function opsValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const exact = apiAjv(false);
  const query = apiAjv(true);
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'querystring' ? query : exact;
    return ajv.compile(schema as object) as ValidateFunction;
  };
}
