import styled from '@emotion/styled';
import { useState, type MouseEvent } from 'react';
import type { Match } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { matchListApi, type MatchList } from '../api/match-lists.ts';
import { groupBySport } from '../lib/match-groups.ts';
import { GroupHeading } from './match-list-parts.tsx';
import { MatchRow } from './match-row.tsx';

const Summary = styled.p`
  margin: 0;
  padding: 0.25rem 1rem 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

/**
 * The matches found for a keyword, by sport (football first), each row opening its detail page. Stars work as on
 * the schedule; `onOpen` runs when a row is opened (the page logs the keyword then).
 */
export function SearchResults(props: { keyword: string; answer: MatchList & { fetchedAt: number }; onOpen: () => void }) {
  const { t } = useT('score');
  const now = useNow(1_000);
  // Stars tapped here, by match id: the answer itself stays as the server gave it.
  const [followed, setFollowed] = useState<ReadonlyMap<number, 0 | 1>>(new Map());
  const { list, total, fetchedAt } = props.answer;
  if (list.length === 0)
    return (
      <MessagePanel testId="search-empty" title={t('searchPage.empty', { keyword: props.keyword })} text={t('searchPage.emptyHint')} />
    );

  const follow = async (match: Match) => {
    if (!requireLogin()) return;
    const type = match.attented ? 0 : 1;
    try {
      await matchListApi.follow(match, type);
      setFollowed((map) => new Map(map).set(match.id, type));
    } catch {
      // The client has shown why; the star stays as it was.
    }
  };
  // Any link inside a row (the teams) opens the match.
  const opened = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) props.onOpen();
  };

  return (
    <section data-testid="search-results" onClickCapture={opened}>
      <Summary>
        {total > list.length ? t('searchPage.foundSome', { total, count: list.length }) : t('searchPage.found', { count: total })}
      </Summary>
      {groupBySport(list).map((group) => (
        <section key={group.sportId} data-testid={`search-sport-${group.sportId}`} aria-labelledby={`search-sport-${group.sportId}`}>
          <GroupHeading id={`search-sport-${group.sportId}`}>
            {t('searchPage.group', { sport: t(`sport.${group.sportId}`), count: group.matches.length })}
          </GroupHeading>
          {group.matches.map((match) => (
            <MatchRow
              key={match.id}
              match={{ ...match, attented: followed.get(match.id) ?? match.attented }}
              nowMs={now}
              fetchedAtMs={fetchedAt}
              onFollow={follow}
              withDate
            />
          ))}
        </section>
      ))}
    </section>
  );
}
