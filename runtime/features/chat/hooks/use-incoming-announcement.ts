import { useEffect, useRef } from 'react';
import { announce } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessageType, type Message } from '../../../im/index.ts';
import { contentSummary } from '../lib/summary.ts';
import { messageKey } from '../lib/timeline.ts';
import type { HistoryStatus } from './use-history.ts';

/**
 * Says a message another fan sends into the open room through the polite live region ("Ana 说：你好"), rate-limited
 * as toasts are (`announce`). Only what arrives after the room's first page of history: opening a room reads nothing.
 */
export function useIncomingAnnouncement(messages: readonly Message[], status: HistoryStatus, nameOf: (message: Message) => string): void {
  const { t } = useT('chat');
  const last = messages[messages.length - 1];
  const key = last ? messageKey(last) : '';
  const seen = useRef({ key, ready: false });
  useEffect(() => {
    const before = seen.current;
    seen.current = { key, ready: before.ready || status !== 'loading' };
    if (!before.ready || key === before.key || !last || last.flow !== 'in' || last.isRevoked) return;
    if (last.type === MessageType.GROUP_TIP) return;
    const summary = contentSummary(last.type, last.payload);
    const text = 'text' in summary ? summary.text : t(summary.key, summary.values);
    announce(t('announceMessage', { name: nameOf(last), text }));
    // Said once per new last message; the name and language in force then are the ones used.
  }, [key, status]);
}
