import type { FastifySchemaValidationError } from 'fastify';

/** The pattern of a server day in the schemas of schema/api (`YYYY-MM-DD`). */
const dayPattern = '^\\d{4}-\\d{2}-\\d{2}$';

/** What is wrong with the field a check of its schema failed; Ajv's own words where no rule below applies. */
function problemOf(error: FastifySchemaValidationError): string {
  const params = error.params as { allowedValues?: unknown[]; pattern?: string; limit?: number; type?: string };
  switch (error.keyword) {
    case 'enum':
      return `只能是 ${(params.allowedValues ?? []).map(String).join(' 或 ')}`;
    case 'pattern':
      return params.pattern === dayPattern ? '应为 YYYY-MM-DD 日期' : (error.message ?? '格式不正确');
    case 'type':
      return params.type === 'integer' ? '应为整数' : (error.message ?? '类型不正确');
    case 'required':
      return '不能为空';
    case 'minimum':
      return `不能小于 ${params.limit}`;
    case 'maximum':
      return `不能大于 ${params.limit}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * The envelope's message for a request that failed its schema (status 1): the field, then what is wrong with it, so
 * `?page=0` says `参数错误: page 不能小于 1` and `?sort=x` where no sort is known says `参数错误: 未知字段 sort`.
 */
export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const first = errors[0];
  const params = first?.params as { additionalProperty?: string; missingProperty?: string } | undefined;
  // A field the schema does not know is named itself, not the object that holds it.
  if (params?.additionalProperty !== undefined) return `参数错误: 未知字段 ${params.additionalProperty}`;
  const field = String(first?.instancePath || params?.missingProperty || context || '').replace(/^\//, '');
  return `参数错误: ${field ? field + ' ' : ''}${first ? problemOf(first) : 'is not valid'}`;
}
