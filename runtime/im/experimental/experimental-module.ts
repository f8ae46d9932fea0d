import type { ChatContext } from '../core/chat-context.ts';
import { validPurchaseBits } from '../core/commercial.ts';
import { imError } from '../errors.ts';
import { trtcCommandAllowed } from './experimental-rules.ts';
import './experimental-messages.ts';

/**
 * callExperimentalAPI (spec 001 §5: known names only; TRTC commands on the allowed list). A chunk of its own, loaded
 * on the first call: nothing the first screen does needs it. The names are tim-js-sdk 2.27.6's; which of them do
 * something here is in docs/decisions.md "Plugins and experimental calls".
 */
export class ExperimentalModule {
  constructor(private readonly context: ChatContext) {}

  callExperimentalAPI(name: string, parameter?: unknown): boolean {
    if (name === 'isCommercialAbilityEnabled') return this.isCommercialAbilityEnabled(parameter);
    // One server, no international site.
    if (name === 'isIntl') return false;
    if (name === 'sendTRTCCustomData') {
      const command = (parameter as { serviceCommand?: unknown } | undefined)?.serviceCommand;
      if (!trtcCommandAllowed(typeof command === 'string' ? command : '', this.context.cloudConfig.rtc_cmd))
        throw imError('INVALID_TRTC_CMD');
      throw imError('INVALID_OPERATION', 'this server has no TRTC room service to carry the data');
    }
    throw imError(
      'INVALID_OPERATION',
      `callExperimentalAPI offers isCommercialAbilityEnabled, isIntl and sendTRTCCustomData, not "${String(name)}"`,
    );
  }

  /**
   * Tencent's argument: a number whose set bits are the abilities asked about (bit n: the ability at index n of the
   * purchase bits, core/commercial.ts); true when every one of them was purchased.
   */
  private isCommercialAbilityEnabled(parameter: unknown): boolean {
    const asked = Number(parameter);
    if (!Number.isSafeInteger(asked) || asked <= 0)
      throw imError('INVALID_PARAMETER', 'isCommercialAbilityEnabled takes a positive whole number of ability bits');
    const bits = this.context.purchaseBits();
    if (!validPurchaseBits(bits)) return false;
    return [...asked.toString(2)].reverse().every((bit, index) => bit === '0' || bits[index] === '1');
  }
}
