import type { FastifyInstance } from 'fastify';
import { ApiError, apiStatus, ok } from '../http/envelope.ts';
import { ref } from '../http/api-schemas.ts';
import { RateLimit } from '../security/rate-limit.ts';
import { optionalUserId } from '../services/optional-user.ts';
import type { ServerContext } from '../services/server-context.ts';
import { requireUser } from '../services/sessions.ts';

/** Protocol texts by type (GET /webapi/protocal/getProtocal?type=n). */
const protocols: Record<number, { title: string; content: string }> = {
  1: { title: '用户协议', content: '欢迎使用本平台。注册即表示你同意遵守本协议：文明发言，不发布违法信息，不冒用他人身份。平台有权对违规账号采取禁言或封禁措施。' },
  2: { title: '隐私政策', content: '我们只收集提供服务所必需的信息：账号、昵称、绑定的手机号与观看记录。我们不会出售你的个人信息；你可以随时申请注销账号。' },
  3: { title: '充值协议', content: '充值所得金币仅用于平台内消费，不可兑换为现金。未成年人请在监护人同意下充值。' },
  4: { title: '套餐规则', content: '数据模型套餐在比赛开始前购买生效；比赛异常（取消、延期）时按规则退款；套餐状态：失效、生效、比赛结束、比赛异常退款、进行中。' },
  5: { title: '主播协议', content: '主播应遵守直播规范，不得传播违规内容，不得诱导未成年人消费。' },
};

export function miscRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const feedbackLimit = new RateLimit(5, 3600_000, () => clock.now().getTime());

  app.get<{ Querystring: { type?: string } }>('/webapi/protocal/getProtocal', async (request) => {
    const type = Number(request.query.type);
    const protocol = protocols[type];
    if (!protocol) throw new ApiError(apiStatus.notFound, '协议不存在');
    return ok({ type, ...protocol });
  });

  app.post<{ Body: { content: string; contact: string } }>('/api/customerservice/publish', { schema: { body: ref('misc/customer-service.request') } }, async (request) => {
    if (!feedbackLimit.hit(request.ip)) throw new ApiError(apiStatus.tooManyRequests, '提交过于频繁，请稍后再试');
    const userId = await optionalUserId(context, request);
    const [row] = await db.query<{ id: number }>('insert into feedback (user_id, content, contact, created_at) values ($1, $2, $3, $4) returning id', [userId ?? null, request.body.content, request.body.contact, clock.now().toISOString()]);
    return ok({ id: row.id });
  });

  app.post<{ Body: { operate_uid: number; liveid: number } }>('/api/live/addOperateFriend', { schema: { body: ref('live/operate-friend.request') } }, async (request) => {
    const user = await requireUser(context, request);
    if (request.body.operate_uid === user.id) throw new ApiError(apiStatus.badInput, '不能添加自己为好友');
    const [other] = await db.query('select 1 from users where id = $1', [request.body.operate_uid]);
    if (!other) throw new ApiError(apiStatus.notFound, '用户不存在');
    await db.query('insert into friends (user_id, friend_id, liveid, created_at) values ($1, $2, $3, $4) on conflict do nothing', [user.id, request.body.operate_uid, request.body.liveid, clock.now().toISOString()]);
    return ok({ friend_id: request.body.operate_uid });
  });
}
