import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { ChatGateway } from './gateway-port.ts';

interface ConfigBody {
  purchaseBits?: string;
  cloudControlConfig?: Record<string, string>;
  configExpirySeconds?: number;
  instancesPerUser?: number;
}

const configBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // Spec 001 §1: a 0/1 string of 1 to 64 characters.
    purchaseBits: { type: 'string', pattern: '^[01]{1,64}$' },
    cloudControlConfig: { type: 'object', maxProperties: 100, additionalProperties: { type: 'string', maxLength: 4096 } },
    configExpirySeconds: { type: 'integer', minimum: 60, maximum: 86_400 },
    // Tencent's web multi-instance login allows at most 10.
    instancesPerUser: { type: 'integer', minimum: 1, maximum: 10 },
  },
};

/**
 * `POST /admin/im/config` (inside the admin scope, so behind its token): sets the application's purchase bits and
 * cloud control config (docs/decisions.md "Commercial abilities"); SDKs see them at their next login or fetch. Sets
 * how many instances of a user may be online at once (the next login applies it). Answers the settings now.
 */
export function imConfigRoute(app: FastifyInstance, gateway: ChatGateway): void {
  app.post<{ Body: ConfigBody }>('/im/config', { schema: { body: configBody } }, async (request) => {
    const settings = gateway.settings;
    if (request.body.purchaseBits !== undefined) settings.purchaseBits = request.body.purchaseBits;
    if (request.body.cloudControlConfig !== undefined) settings.cloudControlConfig = request.body.cloudControlConfig;
    if (request.body.configExpirySeconds !== undefined) settings.configExpirySeconds = request.body.configExpirySeconds;
    if (request.body.instancesPerUser !== undefined) settings.instancesPerUser = request.body.instancesPerUser;
    const { purchaseBits, cloudControlConfig, configExpirySeconds, instancesPerUser } = settings;
    return ok({ purchaseBits, cloudControlConfig, configExpirySeconds, instancesPerUser });
  });
}
