import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { DomainError } from '../../domain/errors.ts';
import { operatorPictureBytes, operatorPictureMimeTypes, storeOperatorPicture } from '../../domain/content/uploads/uploads.ts';
import type { ServerContext } from '../../server-context.ts';

/**
 * A picture for a banner or an ad, uploaded from the console into the uploads area (docs/operators.md "Content"): the
 * image's bytes as the body, its type as the Content-Type; answers `{ url }`, the address to put in the banner or ad.
 */
export function uploadRoutes(app: FastifyInstance, context: ServerContext): void {
  // Its own plugin: the raw image parser applies to this call alone; a body past the limit is refused before it is read.
  void app.register(async (uploads) => {
    uploads.addContentTypeParser(operatorPictureMimeTypes, { parseAs: 'buffer', bodyLimit: operatorPictureBytes }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post('/uploads', { bodyLimit: operatorPictureBytes, config: { answer: 'ops/upload.response' } }, async (request) => {
      const operator = await requireOperator(context, request, 'content.write');
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      if (!Buffer.isBuffer(request.body)) throw new DomainError('BAD_INPUT', '请选择图片文件');
      const bytes = request.body;
      // One transaction: a picture is never stored without its audit row, nor the row written for a picture not stored.
      const url = await context.db.transaction(async (tx) => {
        const stored = await storeOperatorPicture(tx, type, bytes, context.clock.now());
        await audit(
          context,
          request,
          operator,
          { action: 'upload.picture', targetKind: 'upload', targetId: stored, after: { url: stored, type, bytes: bytes.length } },
          tx,
        );
        return stored;
      });
      return ok({ url });
    });
  });
}
