import { ExtensionCode, ExtensionOperation, ExtraLimits, ExtraPushKind } from '../../../runtime/im/protocol/extra-codec.ts';
import { invalidParameter } from '../errors.ts';
import { changeExtensions, extensionsOf, type ExtensionRow } from '../store/extra-store.ts';
import { memberIds } from '../store/group-store.ts';
import { keepSiteMute } from '../site-mute.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { requirePurchased } from './service-call.ts';
import { extraAnswer, extraRequest, keyOf, namedMessage, pushExtra, type NamedMessage } from './extra-call.ts';

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/**
 * The message a request names, if it takes extensions (its sender set isSupportExtension; 10004 otherwise).
 * Extensions are a commercial ability (spec 001 §10): the purchase-bit check belongs here, before anything is read.
 */
async function extensibleMessage(call: CommandCall, request: ReturnType<typeof extraRequest>): Promise<NamedMessage> {
  requirePurchased(call.gateway, 'messageExtension');
  const named = await namedMessage(call, request.message);
  if (!named.row.is_support_extension) throw invalidParameter('the message does not take extensions');
  return named;
}

/** Extensions to set: 1 to 20 (spec 001 §9), keys 1 to 100 bytes without repeats, values at most 1,000 bytes (10004). */
function checkedExtensions(list: readonly { key?: string | null; value?: string | null; seq?: number | null }[]): ExtensionRow[] {
  if (list.length === 0 || list.length > ExtraLimits.extensionsPerSet)
    throw invalidParameter(`extensions takes 1 to ${ExtraLimits.extensionsPerSet} extensions`);
  const extensions = list.map((item) => ({ key: item.key ?? '', value: item.value ?? '', seq: item.seq ?? 0 }));
  for (const { key, value } of extensions) {
    if (!key || bytes(key) > ExtraLimits.keyBytes) throw invalidParameter(`an extension key is 1 to ${ExtraLimits.keyBytes} bytes`);
    if (bytes(value) > ExtraLimits.valueBytes) throw invalidParameter(`an extension value is at most ${ExtraLimits.valueBytes} bytes`);
  }
  if (new Set(extensions.map((item) => item.key)).size !== extensions.length) throw invalidParameter('extension keys must not repeat');
  return extensions;
}

/** Who hears a message's extensions change: both users of a C2C message, every member of a group's. */
const audienceOf = async (call: CommandCall, { row, group }: NamedMessage): Promise<string[]> =>
  group ? memberIds(call.context.db, group.id) : [row.from_id, row.to_id];

/** `extension.get` and `extension.modify` (spec 001 §3, §4, §7). */
export const extensionCommands: Record<string, CommandHandler> = {
  /** The message's extensions changed at or after `start_sequence` (0: all), 100 a page, with its extension sequence. */
  async 'extension.get'(call) {
    const request = extraRequest(call);
    const { row } = await extensibleMessage(call, request);
    const page = await extensionsOf(call.context.db, Number(row.id), request.startSequence ?? 0, ExtraLimits.extensionPage);
    return extraAnswer({
      extensions: page.extensions,
      complete: page.complete,
      sequence: row.extension_seq,
      clearSequence: row.extension_clear_seq,
    });
  },

  /**
   * Operate type 1 sets the given extensions: each whose key is stored changes only when its seq is the stored one
   * (23001 otherwise, with what is stored); at most 300 keys per message (10004). 2 deletes the given keys (23002
   * for one that is not there), 3 clears them all. Everyone else of the conversation hears what changed (push.extra
   * kind 2 or 3); nothing is pushed when nothing changed. A fan muted on the site may delete and clear, not set
   * (docs/decisions.md "What a muted fan may still do").
   */
  async 'extension.modify'(call) {
    const request = extraRequest(call);
    const named = await extensibleMessage(call, request);
    const operation = request.operateType || ExtensionOperation.SET;
    if (operation === ExtensionOperation.SET) await keepSiteMute(call, named.group?.id ?? '');
    const codes = { conflict: ExtensionCode.CONFLICT, notFound: ExtensionCode.NOT_FOUND };
    let change;
    if (operation === ExtensionOperation.SET) {
      change = await changeExtensions(
        call.context.db,
        Number(named.row.id),
        { kind: 'set', extensions: checkedExtensions(request.extensions ?? []), maxKeys: ExtraLimits.keysPerMessage },
        codes,
      );
    } else if (operation === ExtensionOperation.DELETE) {
      const keys = checkedExtensions(request.extensions ?? []).map((item) => item.key);
      change = await changeExtensions(call.context.db, Number(named.row.id), { kind: 'delete', keys }, codes);
    } else if (operation === ExtensionOperation.CLEAR) {
      change = await changeExtensions(call.context.db, Number(named.row.id), { kind: 'clear' }, codes);
    } else throw invalidParameter('operate_type is 1 (set), 2 (delete) or 3 (clear all)');
    if (change === 'too-many') throw invalidParameter(`a message holds at most ${ExtraLimits.keysPerMessage} extensions`);
    const changed = change.results.filter((result) => result.code === ExtensionCode.OK).map((result) => result.extension);
    if (changed.length > 0) {
      const kind = operation === ExtensionOperation.SET ? ExtraPushKind.EXTENSIONS_UPDATED : ExtraPushKind.EXTENSIONS_DELETED;
      pushExtra(call, await audienceOf(call, named), { kind, message: keyOf(named.row), extensions: changed, userId: call.user.id });
    }
    return extraAnswer({ results: change.results, sequence: change.sequence });
  },
};
