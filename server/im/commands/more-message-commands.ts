import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { encodeMergerList, type FrameBody } from '../../../runtime/im/protocol/codec.ts';
import {
  decodeMoreMessagesRequest,
  encodeMoreMessagesResponse,
  maxHoppingCount,
  mergerKeyPattern,
  type MoreMessagesResponse,
} from '../../../runtime/im/protocol/message-codec.ts';
import { historyHopping } from '../store/history-store.ts';
import { uploadWithBytes } from '../store/upload-store.ts';
import { readersMessage, roamingThread } from './history-commands.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { readsSharedFile } from '../shared-files.ts';
import { phrasebookLanguage, translate } from '../translation.ts';
import type { CommandCall, CommandHandler } from './command.ts';

/** Spec 001 §7 translate text: a request's texts (each at most this many characters). */
const maxTranslateTexts = 20;
const maxTranslateLength = 500;

const answer = (response: MoreMessagesResponse): FrameBody => ({ moreMessages: encodeMoreMessagesResponse(response) });

function moreMessagesRequest(call: CommandCall) {
  try {
    return decodeMoreMessagesRequest(call.frame.moreMessages ?? new Uint8Array());
  } catch {
    throw invalidParameter('more_messages must be a MessageRequest');
  }
}

/** `translate.text`, `merger.download` and `roaming.hop` (docs/im-protocol.md "Translation, merged-message and hopping commands"). */
export const moreMessageCommands: Record<string, CommandHandler> = {
  /**
   * Hopping (getMessageListHopping): the caller's view of a conversation (members only, 10007) from a message on, the
   * message itself included, older (direction 0, newest first) or newer (1, oldest first); at most 16. `complete` is
   * not sent: the SDK asks one more than it shows and learns the end from the count.
   */
  async 'roaming.hop'(call) {
    const request = moreMessagesRequest(call);
    if ((request.direction ?? 0) > 1) throw invalidParameter('direction must be 0 (older) or 1 (newer)');
    const conversationType = request.conversationType ?? 0;
    const thread = await roamingThread(call, conversationType, request.peer ?? '');
    const count = Math.min(request.count || maxHoppingCount, maxHoppingCount + 1);
    const from = { sequence: request.sequence ?? 0, time: request.time ?? 0 };
    const rows = await historyHopping(call.context.db, call.user.id, conversationType, thread, from, request.direction === 1, count);
    return answer({ messageList: encodeMergerList(rows.map(readersMessage)) });
  },

  /**
   * Translates with the server's phrasebook (server/im/translation.ts): 10004 for no texts, too many or too long, or a
   * language it does not have; TRANSLATION_UNAVAILABLE (80005) naming the first text it cannot translate.
   */
  async 'translate.text'(call) {
    const request = moreMessagesRequest(call);
    const texts = request.sourceTextList ?? [];
    if (texts.length === 0 || texts.length > maxTranslateTexts)
      throw invalidParameter(`source_text_list has 1 to ${maxTranslateTexts} texts`);
    if (texts.some((text) => text.length > maxTranslateLength))
      throw invalidParameter(`a text to translate has at most ${maxTranslateLength} characters`);
    const target = phrasebookLanguage(request.target ?? '');
    const sourceCode = request.source || 'auto';
    const source = sourceCode === 'auto' ? undefined : phrasebookLanguage(sourceCode);
    if (!target || (sourceCode !== 'auto' && !source))
      throw invalidParameter('source and target must be zh, pt or en (or their regional forms); source may be auto');
    const translated = texts.map((text) => translate(text, source, target));
    const missing = translated.findIndex((text) => text === undefined);
    if (missing >= 0)
      throw new ImError(
        ServerCode.TRANSLATION_UNAVAILABLE,
        `this server has no translation service, and its phrasebook lacks "${texts[missing].slice(0, 40)}"`,
      );
    return answer({ translatedTextList: translated as string[] });
  },

  /**
   * A merged message's list stored apart, by its download key: for its uploader and for who reads a conversation it
   * was sent in (merger-elements.ts); 10004 for anything else, so a key's existence is not revealed.
   */
  async 'merger.download'(call) {
    const key = moreMessagesRequest(call).downloadKey ?? '';
    if (!mergerKeyPattern.test(key)) throw invalidParameter('download_key names no merged list');
    const file = await uploadWithBytes(call.context.db, key);
    if (!file || !(await readsSharedFile(call.context.db, call.user.id, key)))
      throw invalidParameter('download_key names no merged list you can read');
    return answer({ messageList: new Uint8Array(file.bytes) });
  },
};
