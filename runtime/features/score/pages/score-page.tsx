import styled from '@emotion/styled';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { Match } from '../../../../schema/generated/api.ts';
import { isCancelled } from '../../../core/http/http-errors.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import type { MatchFilter, MatchTab } from '../../../core/rules/match-status.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useAnswerAtFirst, useHydrationNow } from '../../../core/prerender/served-rows.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { dateMatches, earlyDay, questionKey, type DateMatchQuestion } from '../api/day-matches.ts';
import { matchListApi } from '../api/match-lists.ts';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { DateBar } from '../components/date-bar.tsx';
import { MatchSkeleton } from '../components/match-list-parts.tsx';
import { MatchRow } from '../components/match-row.tsx';
import { useLiveList } from '../hooks/use-live-list.ts';
import { ScoreHeader, ScoreLinks } from '../components/score-header.tsx';
import { cstDate } from '../lib/schedule.ts';
import { steadyRows, type SteadyRow } from '../lib/steady-rows.ts';

/** Live scores move: the list is fetched again this often (quietly), and the clocks tick in between. */
const refreshMs = 30_000;

const Controls = styled.div`
  position: sticky;
  top: 2.75rem;
  z-index: 5;
  background: ${(p) => p.theme.color.background};
`;

const List = styled.section`
  padding-top: 0.25rem;
`;

/** Rows that fill the first screen with room to spare (a row is about 90 px; the controls take the top 180 px). */
const firstScreenRows = 8;

/**
 * How many rows to render: a day holds dozens of matches, and rendering them all at once kept a slow phone's main
 * thread busy for a third of a second before the first rows showed. The first screen renders at once, the rest after
 * it, a screen's worth at a time, each as a transition: React renders a transition in slices of a few milliseconds,
 * but commits it in one task, and the browser then styles, lays out and paints what the commit added in that task too
 * (all the day's rows at once kept a slow phone busy for some 170 ms); a screen's worth each time keeps each step short.
 */
function useFirstScreenFirst(count: number): number {
  const [shown, setShown] = useState(firstScreenRows);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => startTransition(() => setShown((rows) => rows + firstScreenRows)), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  return Math.min(count, shown);
}

/** /score: the schedule and live scores of a day, by sport, category and state (spec 000 §2, §4). */
export default function ScorePage() {
  const { t } = useT('score');
  const now = useNow(1_000);
  const [date, setDate] = useState(() => cstDate(Date.now()));
  const [sportId, setSportId] = useState<0 | 1 | 2>(0);
  const [tab, setTab] = useState<MatchTab>('all');
  const [filter, setFilter] = useState<MatchFilter>('all');
  // Today's list, when the answer the page's head asked for has already come: the first render shows it (unless the
  // page hydrates the build's HTML, which shows the skeleton; the answer then shows in the render after). Rows the
  // server rendered into the HTML are hydrated with the answer they were rendered from, fetched when it was made.
  const answerAtFirst = useAnswerAtFirst();
  const renderedAt = useHydrationNow();
  const asked = questionKey({ date, sport_id: sportId, tab, filter });
  // The tap on a sport, day or filter renders only the controls and the busy mark; the question it asks (the request,
  // the matches' channels) follows in a render of its own after the tap's frame has painted.
  const day = useDeferredValue(date);
  const sport = useDeferredValue(sportId);
  const tabAsked = useDeferredValue(tab);
  const filterAsked = useDeferredValue(filter);
  // `key` is the question the rows answer: after a tap on another sport, day or filter the old rows stay until the
  // new answer comes, marked busy, so the list never empties for a moment (and a test waits for the rows it asked for).
  const [data, setData] = useState<{ key: string; list: Match[]; fetchedAt: number } | null>(() => {
    const ready = answerAtFirst && earlyDay.takeNow(asked);
    return ready ? { key: asked, list: ready.data.list, fetchedAt: renderedAt ?? Date.now() } : null;
  });
  const answeredAtFirst = useRef(data !== null);
  // Only the answer to the latest request is shown: an older one (another day, or a slow refresh) is dropped.
  const latest = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      const request = ++latest.current;
      const question: DateMatchQuestion = { date: day, sport_id: sport, tab: tabAsked, filter: filterAsked };
      const key = questionKey(question);
      try {
        const answer = await (earlyDay.take(key) ?? dateMatches(question, quiet));
        if (request === latest.current) setData({ key, list: answer.list, fetchedAt: Date.now() });
      } catch (error) {
        // A failed refresh keeps what is on screen; a failed first load shows the empty state.
        if (request === latest.current && !isCancelled(error) && !quiet) setData({ key, list: [], fetchedAt: Date.now() });
      }
    },
    [day, sport, tabAsked, filterAsked],
  );

  useEffect(() => {
    if (!answeredAtFirst.current) void load(false);
    answeredAtFirst.current = false;
    const timer = setInterval(() => void load(true), refreshMs);
    return () => clearInterval(timer);
  }, [load]);

  const shown = useFirstScreenFirst(data?.list.length ?? 0);
  // Goals, kickoffs and ends arrive through the matches' channels between refreshes (hooks/use-live-list.ts).
  const goals = useLiveList(
    day,
    data?.list,
    now,
    (apply) => setData((d) => d && { ...d, list: apply(d.list) }),
    () => void load(true),
  );

  // Following a match needs a session (spec 000 §6): a guest gets the login prompt.
  // One function for the page's life, so the rows below are not rebuilt for a new one at every render.
  const follow = useCallback(async (match: Match) => {
    if (!requireLogin()) return;
    const type = match.attented ? 0 : 1;
    try {
      await matchListApi.follow(match, type);
      setData((d) => d && { ...d, list: d.list.map((m) => (m.id === match.id ? { ...m, attented: type } : m)) });
    } catch {
      // The client has shown why; the star stays as it was.
    }
  }, []);
  // The rows are the same elements until what they show changes: a tap on a control or the clock's tick re-renders
  // the page, and React skips a row whose element is the one it rendered before (some 46 rows, each with its link,
  // took a slow phone tens of milliseconds inside the tap's frame, and again every second).
  const built = useRef(new Map<number, SteadyRow<ReactElement>>());
  const rows = useMemo(() => {
    if (!data) return undefined;
    const next = steadyRows(built.current, data.list.slice(0, shown), now, data.fetchedAt, goals, (match, goal) => (
      <MatchRow key={match.id} match={match} nowMs={now} fetchedAtMs={data.fetchedAt} onFollow={follow} goal={goal} />
    ));
    built.current = next.rows;
    return next.elements;
  }, [data, shown, now, follow, goals]);

  return (
    <Page data-page="score">
      <ScoreHeader title={t('score')} actions={<ScoreLinks />} />
      <Controls>
        <ChoiceBar
          look="tabs"
          label={t('sports')}
          testId="sport-switch"
          value={sportId}
          onChange={setSportId}
          options={([0, 1, 2] as const).map((value) => ({ value, label: t(`sport.${value}`) }))}
        />
        <ChoiceBar
          look="tabs"
          label={t('tabs')}
          testId="match-tabs"
          value={tab}
          onChange={setTab}
          options={(['all', 'hot', 'jc', 'bd'] as const).map((value) => ({ value, label: t(`tab.${value}`) }))}
        />
        <DateBar nowMs={now} selected={date} onSelect={setDate} />
        <ChoiceBar
          look="chips"
          label={t('filters')}
          testId="match-filters"
          value={filter}
          onChange={setFilter}
          options={(['all', 'inplay', 'waiting', 'finished', 'unfinished'] as const).map((value) => ({
            value,
            label: t(`filter.${value}`),
          }))}
        />
      </Controls>
      <List aria-busy={data?.key !== asked} data-testid="match-list">
        {data === null ? <MatchSkeleton testId="matches-loading" /> : null}
        {rows}
        {data && data.list.length === 0 ? <MessagePanel testId="no-matches" title={t('empty')} text={t('emptyHint')} /> : null}
      </List>
    </Page>
  );
}
