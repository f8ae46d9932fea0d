import styled from '@emotion/styled';
import { useT } from '../../../../core/i18n/i18n.ts';
import { useSession } from '../../../../core/session/use-session.ts';
import type { RoomLine } from '../../lib/room-lines.ts';
import { waitClock } from '../../lib/room-moderation.ts';
import { VipBadge } from '../../../../ui/vip-badge.tsx';
import { colors } from '../../../../core/theme/theme.ts';

const Item = styled.li<{ tone: 'chat' | 'notice' | 'gift' }>`
  padding: 0.25rem 0;
  color: ${(p) => (p.tone === 'chat' ? p.theme.color.text : p.tone === 'gift' ? colors.danger : p.theme.color.textMuted)};
  font-size: 0.8125rem;
  line-height: 1.45;
  overflow-wrap: anywhere;
  b,
  button {
    margin-right: 0.25rem;
    color: ${(p) => p.theme.accent};
    font-weight: 500;
  }
  /* A room manager taps a nick to act on its sender: the same text, as a button. */
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 500;
    text-align: inherit;
    cursor: pointer;
  }
  &[data-mine='true'] b {
    color: ${colors.warning};
  }
`;

/**
 * A gift line's styles in an inert `<template>`, never shown: the live room's chat renders it from the start, so the
 * first gift's line (the fan's own comes back right after the send's answer) adds no rules to the page in the send
 * tap's frame.
 */
export function GiftLineStyles() {
  return <Item tone="gift" as="template" />;
}

/**
 * One line of the room chat. Nick names and messages are other people's text: they are only ever rendered as text
 * (React escapes it, and the labels interpolate into plain strings), never as HTML.
 */
export function ChatLine(props: { line: RoomLine; onNick?: (uid: string, nick: string) => void }) {
  const { t, i18n } = useT('live');
  const { line, onNick } = props;
  switch (line.kind) {
    case 'chat': {
      const said = t('chat.nickSays', { nick: line.nick });
      const uid = line.uid;
      return (
        <Item tone="chat" data-testid="chat-line" data-mine={line.mine === true}>
          {line.vip ? <VipBadge /> : null}
          {onNick && uid && !line.mine ? (
            <button
              type="button"
              data-testid="chat-nick"
              aria-label={t('chat.manageNick', { nick: line.nick })}
              onClick={() => onNick(uid, line.nick)}
            >
              {said}
            </button>
          ) : (
            <b data-testid="chat-nick">{said}</b>
          )}
          <span data-testid="chat-text">{line.text}</span>
        </Item>
      );
    }
    case 'enter':
      return (
        <Item tone="notice" data-testid="chat-notice">
          {t('chat.entered', { nick: line.nick })}
        </Item>
      );
    case 'gift':
      return (
        <Item tone="gift" data-testid="chat-gift">
          {t('chat.gift', { nick: line.nick, gift: i18n.language === 'cn' ? line.gift : line.giftEn || line.gift, count: line.count })}
        </Item>
      );
    case 'follow':
      return (
        <Item tone="notice" data-testid="chat-notice">
          {t('chat.followed', { nick: line.nick })}
        </Item>
      );
    case 'banned':
      return (
        <Item tone="notice" data-testid="chat-notice">
          {line.duration > 0
            ? t('chat.banned', { nick: line.nick, duration: t(`mute.${line.duration}`, { defaultValue: waitClock(line.duration) }) })
            : t('chat.unbanned', { nick: line.nick })}
        </Item>
      );
    case 'title':
      return (
        <Item tone="notice" data-testid="chat-notice">
          {t('chat.titleChanged', { nick: line.nick, title: line.title })}
        </Item>
      );
    case 'slowMode':
      return (
        <Item tone="notice" data-testid="chat-notice">
          {line.seconds > 0 ? t('chat.slowModeOn', { nick: line.nick, seconds: line.seconds }) : t('chat.slowModeOff', { nick: line.nick })}
        </Item>
      );
    case 'manager':
      return (
        <Item tone="notice" data-testid="chat-notice">
          {t(line.manager ? 'chat.managerOn' : 'chat.managerOff', { nick: line.nick })}
        </Item>
      );
    case 'quiz':
      return <QuizLine line={line} />;
  }
}

/** The settled quiz: the score and how many won (or that all was refunded), then the fan's own result when they answered. */
function QuizLine(props: { line: Extract<RoomLine, { kind: 'quiz' }> }) {
  const { t } = useT('live');
  const id = useSession((s) => s.user?.id);
  const { line } = props;
  const mine = id === undefined ? [] : line.results.filter((r) => r.uid === String(id));
  const won = mine.filter((r) => r.hit === 1).reduce((sum, r) => sum + r.payout, 0);
  const refunded = mine.filter((r) => r.hit === 0).reduce((sum, r) => sum + r.payout, 0);
  // Every answer refunded (hit 0): the match was not played out, so there is no score to tell.
  const voided = line.results.length > 0 && line.results.every((r) => r.hit === 0);
  return (
    <Item tone="gift" data-testid="chat-quiz">
      {voided ? t('chat.quizVoid') : t('chat.quizSettled', { home: line.home, away: line.away, hits: line.hits })}
      {mine.length > 0
        ? ` ${won > 0 ? t('chat.quizWon', { gold: won }) : refunded > 0 ? t('chat.quizRefunded', { gold: refunded }) : t('chat.quizMissed')}`
        : null}
    </Item>
  );
}
