import { encodeConfigResponse } from '../../../runtime/im/protocol/service-codec.ts';
import type { CommandHandler } from './command.ts';

/**
 * `config.commercial` and `config.cloud` (spec 001 §7 configuration commands): the application's purchase bits and
 * cloud control config, from the gateway's settings, each with the seconds after which the SDK asks again. The
 * answer is a service.proto ConfigResponse in the frame's `service` bytes.
 */
export const configCommands: Record<string, CommandHandler> = {
  async 'config.commercial'({ gateway }) {
    return {
      service: encodeConfigResponse({
        purchaseBits: gateway.settings.purchaseBits,
        expiredTime: gateway.settings.configExpirySeconds,
        version: '1',
      }),
    };
  },

  async 'config.cloud'({ gateway }) {
    return {
      service: encodeConfigResponse({
        cloudControlConfig: JSON.stringify(gateway.settings.cloudControlConfig),
        expiredTime: gateway.settings.configExpirySeconds,
        version: '1',
      }),
    };
  },
};
