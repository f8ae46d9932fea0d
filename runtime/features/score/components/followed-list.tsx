import { useState } from 'react';
import type { Match } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { MessagePanel, PrimaryLink } from '../../../ui/message-panel.tsx';
import { matchListApi } from '../api/match-lists.ts';
import { useLoaded } from '../hooks/use-loaded.ts';
import { groupByDay, type DayGroup } from '../lib/match-groups.ts';
import { listRefreshMs } from '../lib/match-refresh.ts';
import { GroupHeading, LoadFailed, MatchSkeleton } from './match-list-parts.tsx';
import { MatchRow } from './match-row.tsx';

const loadFollowed = async () => ({ ...(await matchListApi.followed()), fetchedAt: Date.now() });

/** A day's heading: today, tomorrow, yesterday by name, other days by date and weekday (China Standard Time). */
function dayLabel(group: DayGroup, t: (key: string) => string): string {
  if (group.offset === 0) return t('today');
  if (group.offset === 1) return t('tomorrow');
  if (group.offset === -1) return t('yesterday');
  return `${group.date.slice(5)} ${t(`weekday.${new Date(`${group.date}T00:00:00Z`).getUTCDay()}`)}`;
}

/**
 * The signed-in fan's followed matches by day; a list of today's matches alone needs no heading (the rows show
 * only the kickoff time, so any other day is always named). The list refreshes quietly as the
 * schedule's rules ask (a live match every 30 s, a waiting one every 60 s; lib/match-refresh.ts). Un-following removes
 * the row at once; a failed call brings it back (the client has toasted why).
 */
export function FollowedList() {
  const { t } = useT('score');
  const now = useNow(1_000);
  const [refreshMs, setRefreshMs] = useState<number | undefined>();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const loaded = useLoaded('followed', loadFollowed, refreshMs);
  const list = loaded.status === 'ready' ? loaded.data.list.filter((m) => !removed.has(m.id)) : [];
  const next = listRefreshMs(list);
  if (next !== refreshMs) setRefreshMs(next);

  if (loaded.status === 'loading') return <MatchSkeleton testId="collected-loading" />;
  if (loaded.status === 'failed')
    return <LoadFailed testId="collected-failed" title={t('load.failed')} text={t('load.failedHint')} onRetry={loaded.reload} />;
  if (list.length === 0) {
    return (
      <MessagePanel
        testId="collected-empty"
        title={t('collectedPage.empty')}
        text={t('collectedPage.emptyHint')}
        action={<PrimaryLink to="/score">{t('collectedPage.toSchedule')}</PrimaryLink>}
      />
    );
  }

  const unfollow = async (match: Match) => {
    setRemoved((set) => new Set(set).add(match.id));
    try {
      await matchListApi.follow(match, 0);
    } catch {
      setRemoved((set) => new Set([...set].filter((id) => id !== match.id)));
    }
  };
  const groups = groupByDay(list, now);
  const rows = (matches: Match[]) =>
    matches.map((match) => <MatchRow key={match.id} match={match} nowMs={now} fetchedAtMs={loaded.data.fetchedAt} onFollow={unfollow} />);

  return (
    <section data-testid="collected-list">
      {groups.length === 1 && groups[0]!.offset === 0
        ? rows(groups[0]!.matches)
        : groups.map((group) => (
            <section key={group.date} data-testid="collected-day" aria-labelledby={`day-${group.date}`}>
              <GroupHeading id={`day-${group.date}`}>{dayLabel(group, t)}</GroupHeading>
              {rows(group.matches)}
            </section>
          ))}
    </section>
  );
}
