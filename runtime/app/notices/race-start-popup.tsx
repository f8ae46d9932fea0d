import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useChatSdk } from '../../core/chat/chat-sdk.ts';
import { announce } from '../../core/feedback/feedback-store.ts';
import { useOverlayTurn } from '../../core/overlay/use-overlay.ts';
import { useT } from '../../core/i18n/i18n.ts';
import { addRaceStart, tickRaceStarts, type RaceStartMessage } from '../../core/rules/race-start.ts';
import { useSession } from '../../core/session/use-session.ts';
import { useImState } from '../../im/react/index.ts';
import type { ChatSdk } from '../../im/index.ts';
import { createFollowList, wantsGoal, wantsKickoff } from './follow-filter.ts';
import { followedMatchIds } from './notices-api.ts';
import { NotifyFeed } from './notify-feed.tsx';
import { localName, matchPathOf, type RaceStartNotice } from './race-start-notice.ts';
import { colors } from '../../core/theme/theme.ts';

/** Notices on screen at once; more waiting ones show as the older leave. */
const maxShown = 3;
/** How often the list is checked against the 5 s / 8 s rule while it is not empty. */
const tickMs = 250;
/** Kickoff ids remembered so that one kickoff is shown once per visit (a rejoin hands the group's window again). */
const rememberedIds = 200;

const slideIn = keyframes`from { transform: translateY(-120%); opacity: 0; } to { transform: none; opacity: 1; }`;

const Stack = styled.div`
  position: fixed;
  /* Above pages (10) and the bottom menu (20), below toasts (1000) and dialogs (1100). */
  z-index: 900;
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: calc(env(safe-area-inset-top, 0px) + 0.5rem) 0.625rem 0;
  /* The strip lets taps through to the page; only the cards take them. */
  pointer-events: none;
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-left: 4px solid ${(p) => p.theme.primary};
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: 0 4px 14px ${colors.shadow};
  text-decoration: none;
  pointer-events: auto;
  animation: ${slideIn} 0.3s ease-out;
  transition:
    transform 0.3s ease-in,
    opacity 0.3s ease-in;
  &[data-leaving='true'] {
    transform: translateY(-120%);
    opacity: 0;
    pointer-events: none;
  }
  strong {
    overflow: hidden;
    font-size: 0.9375rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

/**
 * The match-start popup of spec 000 §2, always rendered: kickoffs, and the goals of followed matches, heard in
 * NOTIFY_ROOM, added and timed by the core's race-start rule (flagged after 5 s, when the card slides out; purged about
 * 3 s later), at most three at the top of the screen. Tapping one opens the match.
 */
export function RaceStartPopup() {
  const sdk = useChatSdk();
  const { t, i18n } = useT('notices');
  const user = useSession((s) => s.user);
  const [list, setList] = useState<RaceStartMessage[]>([]);
  const notices = useRef(new Map<string, RaceStartNotice>());
  const shown = useRef(new Set<string>());
  const said = useRef(new Set<string>());
  const followList = useRef(createFollowList(followedMatchIds));
  const userKey = user ? String(user.uid) : null;

  const onNotice = useCallback(
    (notice: RaceStartNotice) => {
      if (shown.current.has(notice.id)) return;
      shown.current.add(notice.id);
      if (shown.current.size > rememberedIds) shown.current.delete(shown.current.values().next().value as string);
      void followList.current(userKey).then((followed) => {
        if (!(notice.goal ? wantsGoal(followed, notice.matchid) : wantsKickoff(followed, notice.matchid))) return;
        notices.current.set(notice.id, notice);
        setList((current) => addRaceStart(current, { id: notice.id, desc: notice.desc }, Date.now()));
      });
    },
    [userKey],
  );

  const active = list.length > 0;
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      setList((current) => {
        const next = tickRaceStarts(current, Date.now());
        for (const id of notices.current.keys()) if (!next.some((m) => m.id === id)) notices.current.delete(id);
        return next;
      });
    }, tickMs);
    return () => clearInterval(timer);
  }, [active]);

  const lang = i18n.language;
  const noticeTitle = ({ home, away, goal }: RaceStartNotice) => {
    const names = { home: localName(home, lang), away: localName(away, lang) };
    return goal ? t('goal', { ...names, score: `${goal.home} - ${goal.away}` }) : t('kickoff', names);
  };
  const visible = list.filter((m) => notices.current.has(String(m.id))).slice(-maxShown);
  // A notice is news of the moment: while another overlay or a busy screen holds the queue it is not shown, and it
  // expires on its own clock rather than arriving late.
  const turn = useOverlayTurn('notice', visible.length > 0);
  // Each notice is said once, as it comes on screen, through the polite live region (core/feedback `announce`).
  const onScreen = turn ? visible.map((m) => String(m.id)).join('\n') : '';
  useEffect(() => {
    for (const id of onScreen ? onScreen.split('\n') : []) {
      const notice = notices.current.get(id);
      if (!notice || said.current.has(id)) continue;
      said.current.add(id);
      announce(noticeTitle(notice));
    }
    if (said.current.size > rememberedIds) said.current = new Set(onScreen.split('\n'));
  }, [onScreen]);
  return (
    <>
      {sdk ? <Feed sdk={sdk} onNotice={onNotice} /> : null}
      {visible.length && turn ? (
        <Stack role="group" aria-label={t('kickoffLabel')} data-testid="race-start-popup">
          {visible.map((message) => {
            const notice = notices.current.get(String(message.id))!;
            return (
              <Card
                key={notice.id}
                to={matchPathOf(notice)}
                data-leaving={message.remove}
                data-testid={notice.goal ? 'goal-notice' : 'race-start-notice'}
              >
                <strong>{noticeTitle(notice)}</strong>
                {notice.league.zh ? <span>{localName(notice.league, lang)}</span> : null}
              </Card>
            );
          })}
        </Stack>
      ) : null}
    </>
  );
}

/** The group reading, joined again over the socket once the SDK logs in (and anonymously after a logout). */
function Feed(props: { sdk: ChatSdk; onNotice: (notice: RaceStartNotice) => void }) {
  const { ready } = useImState(props.sdk);
  return <NotifyFeed key={ready ? 'member' : 'reader'} sdk={props.sdk} onNotice={props.onNotice} />;
}
