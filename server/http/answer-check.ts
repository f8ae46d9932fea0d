import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readApiSchemas } from '../../schema/api-schemas.ts';

/**
 * What a route answers, named in its options (`config: { answer }`): the `$id` of the JSON Schema of schema/api its
 * envelope's `data` matches (`ops/site.response`), or what it sends instead of the envelope (a CSV file; an event
 * stream, with the schema of each event's data by the event's name).
 */
export type RouteAnswer = string | { csv: true } | { events: Record<string, string> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The schema of the answer (http/answer-check.ts); every console call names one. */
    answer?: RouteAnswer;
  }
}

/** Checks a value against a schema of schema/api by `$id`; answers what does not match, empty when it all does. */
type AnswerCheck = (id: string, value: unknown) => string[];

/**
 * Makes the check: the schemas of schema/api compiled once, as the contract tests read them (unknown fields fail, so a
 * field added on one side only is caught).
 */
export function answerCheck(): AnswerCheck {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const schema of readApiSchemas()) ajv.addSchema(schema);
  const compiled = new Map<string, ValidateFunction>();
  return (id, value) => {
    let validate = compiled.get(id);
    if (!validate) {
      const found = ajv.getSchema(id);
      if (!found) return [`schema/api has no schema with $id ${id}`];
      compiled.set(id, (validate = found));
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is not valid'} ${JSON.stringify(e.params)}`);
  };
}

/** The checks of the event streams a test server has open, by request: each event's data against its schema. */
const eventChecks = new WeakMap<FastifyRequest, (name: string, data: unknown) => Error | null>();

/** The error a drifted answer fails its call with (a server fault: the log line says which field). */
function driftError(where: string, id: string, problems: string[]): Error {
  return new Error(`${where} answered data that does not match schema/api/${id}.json: ${problems.join('; ')}`);
}

/**
 * Checks every answer of the routes of `app` that name a schema, before it is sent: an answer that drifted from its
 * schema fails its call as a server fault naming the field. Test servers turn it on (ServerOptions.checkAnswers), so
 * every console test also checks the answers it reads against the schemas the console's types come from.
 */
export function checkAnswers(app: FastifyInstance, check: AnswerCheck): void {
  app.addHook('onRequest', async (request) => {
    const answer = request.routeOptions.config.answer;
    if (typeof answer !== 'object' || !('events' in answer)) return;
    const where = `${request.method} ${request.routeOptions.url}`;
    eventChecks.set(request, (name, data) => {
      const id = answer.events[name];
      if (!id) return new Error(`${where} wrote the event ${name}, which its route names no schema for`);
      const problems = check(id, data);
      return problems.length ? driftError(`${where} event ${name}`, id, problems) : null;
    });
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const answer = request.routeOptions.config.answer;
    const envelope = payload as { status?: unknown; data?: unknown } | null;
    if (typeof answer !== 'string' || envelope?.status !== 0) return payload;
    const problems = check(answer, envelope.data);
    if (problems.length) throw driftError(`${request.method} ${request.routeOptions.url}`, answer, problems);
    return payload;
  });
}

/**
 * On a server that checks its answers (checkAnswers), what is wrong with an event an event stream is about to write:
 * its data against the schema its route names for the event (`config: { answer: { events } }`), or an event its route
 * names none for. Null when it matches, and always on a server that does not check.
 */
export function eventDrift(request: FastifyRequest, name: string, data: unknown): Error | null {
  return eventChecks.get(request)?.(name, data) ?? null;
}
