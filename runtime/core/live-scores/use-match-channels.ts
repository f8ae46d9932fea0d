import { useEffect, useRef, useState } from 'react';
import { useLoadedChatSdk } from '../chat/chat-sdk.ts';
import type { GroupType, ImEvent, Message, roomSystemSender } from '../../im/index.ts';
import { deltaStep, matchDeltaOf, type MatchDelta } from './match-delta.ts';

export interface MatchChannelHandlers {
  /** A delta in sequence: merge it in place. */
  onDelta(delta: MatchDelta): void;
  /** Deltas of this match were missed (the gap rule): fetch the match again. */
  onGap(matchid: number): void;
}

const channelPrefix = 'GROUP';
// Core imports the chat layer's types only (docs/architecture.md "The layers"): the SDK's names it uses are spelled here, checked against them.
const sdkReady: (typeof ImEvent)['SDK_READY'] = 'im.sdkReady';
const sdkNotReady: (typeof ImEvent)['SDK_NOT_READY'] = 'im.sdkNotReady';
const messageReceived: (typeof ImEvent)['MESSAGE_RECEIVED'] = 'im.messageReceived';
const liveRoom: (typeof GroupType)['AVCHATROOM'] = 'AVChatRoom';
const systemSender: typeof roomSystemSender = 'administrator';

/**
 * Joins live-score channels (a match's, a day's: docs/im-protocol.md "Match channels") through the app's one chat SDK
 * (the notices' instance, once they have loaded it after the page's start: no second connection, nothing added to
 * the page's load), for as long as they are asked for; a guest joins anonymously. Each channel's deltas go through
 * the gap rule per match. Until the SDK is there (or without chat) the pages' refresh is all there is.
 */
export function useMatchChannels(channels: readonly string[], handlers: MatchChannelHandlers): void {
  const sdk = useLoadedChatSdk();
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const lastSeq = useRef(new Map<number, number>());
  const joined = useRef(new Set<string>());
  // Each channel's joins and quits run one after another: a quit sent while its join is still on the way would find
  // no membership to end, and the join would then start a poll nobody stops.
  const pending = useRef(new Map<string, Promise<void>>());
  const key = [...new Set(channels)].sort().join(',');
  // A login or logout ends every membership of the SDK (guest polls, then the user's socket): join again after each.
  const [session, setSession] = useState(0);

  useEffect(() => {
    if (!sdk) return undefined;
    const again = () => {
      joined.current.clear();
      lastSeq.current.clear();
      setSession((n) => n + 1);
    };
    const offReady = sdk.on(sdkReady, again);
    const offNotReady = sdk.on(sdkNotReady, again);
    return () => {
      offReady();
      offNotReady();
    };
  }, [sdk]);

  useEffect(() => {
    if (!sdk) return undefined;
    const received = (messages: Message[]) => {
      for (const message of messages) {
        const channel = message.conversationID.slice(channelPrefix.length);
        if (
          !message.conversationID.startsWith(channelPrefix) ||
          !joined.current.has(channel) ||
          message.type !== 'TIMCustomElem' ||
          message.from !== systemSender
        )
          continue;
        const delta = matchDeltaOf(String((message.payload as { data?: unknown }).data ?? ''));
        if (!delta) continue;
        const step = deltaStep(lastSeq.current.get(delta.matchid) ?? null, delta.seq);
        lastSeq.current.set(delta.matchid, delta.seq);
        if (step === 'apply') handlersRef.current.onDelta(delta);
        else handlersRef.current.onGap(delta.matchid);
      }
    };
    return sdk.on(messageReceived, received);
  }, [sdk]);

  // Only the channels that come or go are joined or quit: a list refresh that shows the same matches changes nothing.
  useEffect(() => {
    if (!sdk) return;
    const inTurn = (channel: string, step: () => Promise<unknown>) => {
      const next = (pending.current.get(channel) ?? Promise.resolve()).then(step).then(
        () => undefined,
        () => undefined,
      );
      pending.current.set(channel, next);
    };
    const wanted = new Set(key ? key.split(',') : []);
    for (const channel of joined.current) {
      if (wanted.has(channel)) continue;
      joined.current.delete(channel);
      // Deltas heard after leaving are not heard: the next join starts each match's sequence afresh.
      lastSeq.current.clear();
      inTurn(channel, () => sdk.quitGroup(channel));
    }
    for (const channel of wanted) {
      if (joined.current.has(channel)) continue;
      joined.current.add(channel);
      // A failed join leaves the refresh as the fallback; the page works as before.
      inTurn(channel, () => sdk.joinGroup({ groupID: channel, type: liveRoom }));
    }
  }, [sdk, key, session]);

  useEffect(
    () => () => {
      for (const channel of joined.current)
        void (pending.current.get(channel) ?? Promise.resolve()).then(() => sdk?.quitGroup(channel)).catch(() => undefined);
      joined.current.clear();
      pending.current.clear();
      lastSeq.current.clear();
    },
    [sdk],
  );
}
