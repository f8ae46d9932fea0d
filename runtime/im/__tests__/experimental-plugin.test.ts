import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { ErrorCode } from '../errors.ts';
import { ExperimentalModule } from '../experimental/experimental-module.ts';
import { trtcCommandAllowed } from '../experimental/experimental-rules.ts';
import { create } from '../sdk.ts';
import { codeOf } from './code-of.ts';

/** The module over what it reads of a chat context: the purchase bits and the cloud config. */
const moduleWith = (purchaseBits: string, cloudConfig: Record<string, string> = {}) =>
  new ExperimentalModule({ purchaseBits: () => purchaseBits, cloudConfig } as unknown as ChatContext);

const sdk = () =>
  create({
    SDKAppID: 1,
    server: 'http://127.0.0.1:1',
    createSocket: () => {
      throw new Error('no socket here');
    },
    logSink: () => undefined,
  });

describe('registerPlugin (spec 001 §5)', () => {
  it('takes plugins by name before login, the one call of these allowed before ready', async () => {
    const chat = sdk();
    expect(() => chat.registerPlugin({ 'tim-upload-plugin': {}, 'tim-profanity-filter-plugin': {} })).not.toThrow();
    await expect(chat.callExperimentalAPI('isIntl')).rejects.toMatchObject({ code: ErrorCode.SDK_IS_NOT_READY });
    void chat.destroy();
  });

  it('refuses anything but an object of plugins by name (INVALID_PARAMETER)', () => {
    const chat = sdk();
    for (const bad of [null, 'tim-upload-plugin', [{}]])
      expect(codeOf(() => chat.registerPlugin(bad as never))).toBe(ErrorCode.INVALID_PARAMETER);
    void chat.destroy();
  });
});

describe('callExperimentalAPI (spec 001 §5: known names only)', () => {
  it('answers isCommercialAbilityEnabled from the purchase bits: every asked bit must be bought', () => {
    // Bits from the left: userStatus (1), conversationGroup (2), messageExtension (4) ... as Tencent's bit values.
    const chat = moduleWith('1010001');
    expect(chat.callExperimentalAPI('isCommercialAbilityEnabled', 1)).toBe(true);
    expect(chat.callExperimentalAPI('isCommercialAbilityEnabled', 0b101)).toBe(true);
    expect(chat.callExperimentalAPI('isCommercialAbilityEnabled', 0b1000000)).toBe(true);
    expect(chat.callExperimentalAPI('isCommercialAbilityEnabled', 0b11)).toBe(false);
    expect(chat.callExperimentalAPI('isCommercialAbilityEnabled', 2 ** 10)).toBe(false);
    expect(moduleWith('').callExperimentalAPI('isCommercialAbilityEnabled', 1)).toBe(false);
    for (const bad of [0, -1, 1.5, 'x'])
      expect(codeOf(() => chat.callExperimentalAPI('isCommercialAbilityEnabled', bad))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('says there is no international site', () => {
    expect(moduleWith('1').callExperimentalAPI('isIntl')).toBe(false);
  });

  it('refuses a TRTC command off the allowed list (INVALID_TRTC_CMD) and has no room service for one on it', () => {
    const chat = moduleWith('1', { rtc_cmd: JSON.stringify(['my_room_svr.*']) });
    expect(codeOf(() => chat.callExperimentalAPI('sendTRTCCustomData', { serviceCommand: 'other_svr.*', data: '{}' }))).toBe(
      ErrorCode.INVALID_TRTC_CMD,
    );
    expect(codeOf(() => chat.callExperimentalAPI('sendTRTCCustomData', { serviceCommand: 'my_room_svr.*', data: '{}' }))).toBe(
      ErrorCode.INVALID_OPERATION,
    );
    expect(codeOf(() => chat.callExperimentalAPI('sendTRTCCustomData', { data: '{}' }))).toBe(ErrorCode.INVALID_OPERATION);
  });

  it('allows tui_room_svr.* and the commands the cloud config adds; a malformed cloud list adds nothing', () => {
    expect(trtcCommandAllowed('', undefined)).toBe(true);
    expect(trtcCommandAllowed('tui_room_svr.*', undefined)).toBe(true);
    expect(trtcCommandAllowed('my_room_svr.*', undefined)).toBe(false);
    expect(trtcCommandAllowed('my_room_svr.*', '["my_room_svr.*"]')).toBe(true);
    expect(trtcCommandAllowed('my_room_svr.*', 'not json')).toBe(false);
    expect(trtcCommandAllowed('tui_room_svr.*', 'not json')).toBe(true);
  });

  it('refuses every other name, Tencent internals included (INVALID_OPERATION)', () => {
    for (const name of ['sendComboMessage', 'handleGroupInvitation', 'getTimerID', 'nope'])
      expect(codeOf(() => moduleWith('1').callExperimentalAPI(name))).toBe(ErrorCode.INVALID_OPERATION);
  });
});
