import styled from '@emotion/styled';
import { useState } from 'react';
import type { FollowedAnchors, Match } from '../../../../schema/generated/api.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance, teamName } from '../../../core/rules/display-rules.ts';
import { kickoffLabel } from '../../../core/rules/server-time.ts';
import { sportPath } from '../../../core/rules/match-status.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { MessagePanel, PrimaryLink } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { accountApi } from '../api/account-calls.ts';
import { CardRow, CardRows } from '../components/card-row.tsx';
import { SignedOut } from '../components/signed-out.tsx';

const { PagedView, RemoteView } = loadStates('user-center', 'follows');

const Unfollow = styled(PillButton)`
  flex: none;
  background: none;
  border: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.textMuted};
`;

type Anchor = FollowedAnchors['list'][number];

/** The anchors the fan follows, each opening their room; unfollowing takes the row away at once (the server's answer). */
function AnchorList() {
  const { t } = useT('user-center');
  const lang = useAppStore((s) => s.lang);
  const list = usePagedList<Anchor>((page) => accountApi.followedAnchors(page), 'followed-anchors');
  const [gone, setGone] = useState<number[]>([]);
  const unfollow = async (anchor: Anchor) => {
    try {
      await accountApi.followAnchor(anchor.anchorid, false);
      setGone((ids) => [...ids, anchor.anchorid]);
      const user = useSession.getState().user;
      if (user) useSession.getState().patchUser({ attent_count: Math.max(0, user.attent_count - 1) });
    } catch {
      // The row stays; the HTTP client has said why.
    }
  };
  const shown = list.items.filter((a) => !gone.includes(a.anchorid));
  return (
    <PagedView list={{ ...list, items: shown }} empty={t('follows.noAnchors')} testId="followed-anchors">
      <CardRows>
        {shown.map((anchor) => (
          <CardRow
            key={anchor.anchorid}
            testId="followed-anchor"
            to={anchor.liveid ? `/live-detail/${anchor.anchorid}` : `/user-center/anchor/${anchor.anchorid}`}
            avatar={anchor.avatar}
            title={anchor.nick_name}
            detail={`${t('follows.fans', { count: formatBalance(anchor.fans_count, lang) })}${anchor.title ? ` · ${anchor.title}` : ''}`}
            action={
              <Unfollow type="button" onClick={() => void unfollow(anchor)} data-testid="unfollow-anchor">
                {t('follows.unfollow')}
              </Unfollow>
            }
          />
        ))}
      </CardRows>
    </PagedView>
  );
}

/** The matches the fan follows, each opening its detail; unfollowing takes the row away. */
function MatchList() {
  const { t, i18n } = useT('user-center');
  const remote = useRemote(accountApi.followedMatches, 'followed-matches');
  const [gone, setGone] = useState<number[]>([]);
  const unfollow = async (match: Match) => {
    try {
      await accountApi.followMatch(match, false);
      setGone((ids) => [...ids, match.id]);
    } catch {
      // The row stays; the HTTP client has said why.
    }
  };
  return (
    <RemoteView remote={remote}>
      {(data) => {
        const shown = data.list.filter((m) => !gone.includes(m.id));
        if (shown.length === 0)
          return (
            <MessagePanel
              testId="followed-matches-empty"
              title={t('follows.noMatches')}
              text=""
              action={<PrimaryLink to="/score">{t('follows.toScores')}</PrimaryLink>}
            />
          );
        return (
          <CardRows>
            {shown.map((match) => (
              <CardRow
                key={match.id}
                testId="followed-match"
                to={`/score/detail/${sportPath(match.sport_id)}/${match.id}`}
                title={`${teamName(match.hometeam, i18n.language)} - ${teamName(match.awayteam, i18n.language)}`}
                detail={kickoffLabel(match.start_time)}
                action={
                  <Unfollow type="button" onClick={() => void unfollow(match)} data-testid="unfollow-match">
                    {t('follows.unfollow')}
                  </Unfollow>
                }
              />
            ))}
          </CardRows>
        );
      }}
    </RemoteView>
  );
}

/** /user-center/attent-mgmt: the anchors and the matches the fan follows, and unfollowing them. */
export function AttentMgmtPage() {
  const { t } = useT('user-center');
  const user = useSession((s) => s.user);
  const [tab, setTab] = useState<'anchors' | 'matches'>('anchors');
  return (
    <Page data-page="attent-mgmt">
      <BackHeader title={t('attentMgmt')} backLabel={t('back')} fallback="/user-center" />
      {user ? (
        <>
          <ChoiceBar
            look="tabs"
            label={t('attentMgmt')}
            options={[
              { value: 'anchors', label: t('follows.anchors') },
              { value: 'matches', label: t('follows.matches') },
            ]}
            value={tab}
            onChange={setTab}
            testId="follows-tabs"
          />
          {tab === 'anchors' ? <AnchorList /> : <MatchList />}
        </>
      ) : (
        <SignedOut />
      )}
    </Page>
  );
}
