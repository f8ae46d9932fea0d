import type { FastifyInstance } from 'fastify';
import type { ApplyRequest, MaterialIdRequest, MaterialRequest } from '../../../schema/generated/api.ts';
import { addMaterial, apply, deleteMaterial, listApplications, listMaterials } from '../../domain/rooms/applications.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** Materials and applications (spec 000 §2 /user-center/my-material, /user-center/apply/{type}); docs/api.md "Applications". */
export function applicationRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/user/getMaterials', async (request) => ok(await listMaterials(db, (await requireUser(context, request)).id)));

  app.post<{ Body: MaterialRequest }>('/api/user/addMaterial', { schema: { body: ref('apply/material.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await addMaterial(db, user.id, request.body.url, clock.now()));
  });

  app.post<{ Body: MaterialIdRequest }>(
    '/api/user/deleteMaterial',
    { schema: { body: ref('apply/material-id.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await deleteMaterial(db, user.id, request.body.id));
    },
  );

  app.post<{ Body: ApplyRequest }>('/api/user/apply', { schema: { body: ref('apply/apply.request') } }, async (request) => {
    const user = await requireUser(context, request);
    // The schema's default fills material_ids in when the fan sends none.
    const { type, real_name, contact, intro, material_ids = [] } = request.body;
    return ok(
      await apply(db, {
        userId: user.id,
        type,
        realName: real_name.trim(),
        contact: contact.trim(),
        intro: intro.trim(),
        materialIds: material_ids,
        now: clock.now(),
      }),
    );
  });

  app.post('/api/user/getApplications', async (request) => ok(await listApplications(db, (await requireUser(context, request)).id)));
}
