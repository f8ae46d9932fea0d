import type { FastifyInstance } from 'fastify';
import type { Database } from '../../domain/ports.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import type { ServerContext } from '../../server-context.ts';
import { idParam } from './queue-routes.ts';
import { auditedCreate, versionedChange, type Change } from './versioned-change.ts';

/** What one desk of versioned content (news, activities) gives its routes: its area's calls and its names. */
export interface Desk<Input, Item extends { id: number }> {
  /** The calls' path under /ops/api (`/news`), and the kind the audit log and the schemas name (`news`). */
  path: string;
  kind: string;
  /** The list's answer schema (`ops/news.response`). */
  listAnswer: string;
  list: (db: Database, now: Date) => Promise<Item[]>;
  create: (db: Database, input: Input, now: Date) => Promise<Item>;
  edit: (db: Database, id: number, version: number, input: Input, now: Date) => Promise<Change<Item>>;
  move: (db: Database, id: number, move: 'publish' | 'withdraw', version: number, now: Date) => Promise<Change<Item>>;
}

/**
 * The calls of one content desk (issue 36 §5): anyone who may read the site lists it; `content.write` creates (a
 * draft), edits, publishes and withdraws, each audited with before and after in the transaction of the change. Every
 * change carries the version the operator read: a stale one is refused with status 6 naming who changed the row and
 * when. Request bodies are checked by `ops/<kind>-create|update|move.request`, answers by `ops/<kind>-item`.
 */
export function deskRoutes<Input, Item extends { id: number }>(app: FastifyInstance, context: ServerContext, desk: Desk<Input, Item>) {
  const { db, clock } = context;
  const { path, kind } = desk;
  const answer = { answer: `ops/${kind}-item` };

  app.get(path, { config: { answer: desk.listAnswer } }, async (request) => {
    await requireOperator(context, request, 'sites.read');
    const now = clock.now();
    return ok({ items: await desk.list(db, now), now: now.toISOString() });
  });

  app.post(path, { schema: { body: ref(`ops/${kind}-create.request`) }, config: answer }, async (request) => {
    const operator = await requireOperator(context, request, 'content.write');
    return ok(await auditedCreate(context, request, operator, kind, (tx) => desk.create(tx, request.body as Input, clock.now())));
  });

  app.patch<{ Params: { id: string } }>(
    `${path}/:id`,
    { schema: { params: idParam, body: ref(`ops/${kind}-update.request`) }, config: answer },
    async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      const id = Number(request.params.id);
      // The body's schema (`ops/<kind>-update.request`) has the create's fields and the version read.
      const { version, ...input } = request.body as Input & { version: number };
      const target = { action: `${kind}.edit`, targetKind: kind, targetId: id };
      return ok(await versionedChange(context, request, operator, target, (tx) => desk.edit(tx, id, version, input as Input, clock.now())));
    },
  );

  for (const move of ['publish', 'withdraw'] as const)
    app.post<{ Params: { id: string }; Body: { version: number } }>(
      `${path}/:id/${move}`,
      { schema: { params: idParam, body: ref(`ops/${kind}-move.request`) }, config: answer },
      async (request) => {
        const operator = await requireOperator(context, request, 'content.write');
        const id = Number(request.params.id);
        const target = { action: `${kind}.${move}`, targetKind: kind, targetId: id };
        return ok(
          await versionedChange(context, request, operator, target, (tx) => desk.move(tx, id, move, request.body.version, clock.now())),
        );
      },
    );
}
