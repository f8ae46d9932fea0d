import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Incidents,
  Match,
  MatchQuiz,
  MatchAnalysis,
  MatchLineup,
  MatchOdds,
  MatchRank,
  MatchStats,
  TextLive,
} from '../../../schema/generated/api.ts';
import { addMessages, changeLocale, startI18n } from '../../../runtime/core/i18n/i18n.ts';
import { themeFor } from '../../../runtime/core/theme/theme.ts';
import { QuizBoard } from '../../../runtime/features/score/components/quiz/quiz-board.tsx';
import { AnalysisTab } from '../../../runtime/features/score/components/tabs/analysis-tab.tsx';
import { IncidentTimeline } from '../../../runtime/features/score/components/tabs/incident-timeline.tsx';
import { LineupTab } from '../../../runtime/features/score/components/tabs/lineup-tab.tsx';
import { OddsTab } from '../../../runtime/features/score/components/tabs/odds-tab.tsx';
import { RankTab } from '../../../runtime/features/score/components/tabs/rank-tab.tsx';
import { StatsBars } from '../../../runtime/features/score/components/tabs/stats-bars.tsx';
import { TextLiveList } from '../../../runtime/features/score/components/tabs/text-live-list.tsx';
import { messages } from '../../../runtime/features/score/messages.ts';
import { fixedNow, setWallet, startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';

/** Each match-detail tab rendered from what the reference server answers for real matches of both sports. */
let server: TestServer;
let football: Match;
let basketball: Match;
const sportName = (m: Match) => (m.sport_id === 1 ? 'football' : 'basketball');
const ask = async <T,>(path: string, match: Match, extra = {}) => {
  const answer = await server.call<T>(path.replace('{sport}', sportName(match)), { matchid: match.id, ...extra });
  expect(answer.status).toBe(0);
  return answer.data;
};

const theme = themeFor();
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </MemoryRouter>,
  );
const count = (html: string, marker: string) => html.split(marker).length - 1;

beforeAll(async () => {
  startI18n('cn');
  addMessages('cn', 'score', messages.cn);
  addMessages('pt-br', 'score', messages['pt-br']);
  server = await startTestServer();
  // The day before the fixed clock: every match has been played, so every tab has something to show.
  const { data } = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-05-31' });
  football = data.list.find((m) => m.sport_id === 1 && m.status === 8 && m.home_score + m.away_score > 0)!;
  basketball = data.list.find((m) => m.sport_id === 2 && m.status === 10)!;
});
afterAll(() => server.close());

describe('status tab', () => {
  it('shows every statistic with its label, possession in percent', async () => {
    const { stats } = await ask<MatchStats>('/api/{sport}/getMatchData', football);
    const html = render(<StatsBars stats={stats} />);
    expect(count(html, 'data-stat=')).toBe(Object.keys(stats).length);
    expect(html).toContain('控球率');
    expect(html).toContain(`${stats.possession[0]}%`);
  });

  it('draws every incident, newest first, with as many goals as the score says', async () => {
    const { list } = await ask<Incidents>('/webapi/football/getIncidentsData', football);
    const html = render(<IncidentTimeline incidents={list} />);
    expect(count(html, 'data-kind="goal"')).toBe(football.home_score + football.away_score);
    const minutes = [...html.matchAll(/<b[^>]*>(\d+)'<\/b>/g)].map((m) => Number(m[1]));
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
  });

  it('lists the text live newest first after paging by startid', async () => {
    const lines: TextLive['list'] = [];
    for (let page = 0, more = true; more && page < 40; page++) {
      const answer = await ask<TextLive>('/api/{sport}/getTliveData', football, { startid: lines.at(-1)?.id ?? 0 });
      lines.push(...answer.list);
      more = answer.has_more;
    }
    const html = render(<TextLiveList lines={lines} />);
    expect(count(html, 'data-kind=')).toBe(lines.length);
    expect(html.indexOf(lines.at(-1)!.content)).toBeLessThan(html.indexOf(lines[0].content));
  });
});

describe('analysis tab', () => {
  it("names both teams in past meetings and sums the home team's record", async () => {
    const analysis = await ask<MatchAnalysis>('/webapi/{sport}/getAnalysisData', football);
    const html = render(<AnalysisTab analysis={analysis} match={football} />);
    expect(count(html, 'data-testid="past-meeting"')).toBe(analysis.head_to_head.length);
    const [, won, drawn, lost] = /(\d+)胜(\d+)平(\d+)负/.exec(html)!.map(Number);
    expect(won + drawn + lost).toBe(analysis.head_to_head.length);
    expect(count(html, 'data-testid="team-form"')).toBe(2);
    expect(html).toContain(football.hometeam.short_name_zh);
  });
});

describe('lineup tab', () => {
  it('puts 22 football starters on the pitch in their formations', async () => {
    const lineup = await ask<MatchLineup>('/webapi/{sport}/getLineupData', football);
    const html = render(<LineupTab lineup={lineup} match={football} />);
    expect(count(html, 'data-testid="pitch-player"')).toBe(22);
    expect(html).toContain(lineup.home.formation);
    expect(html).toContain(lineup.away.formation);
  });

  it('lists basketball starters and substitutes without a pitch', async () => {
    const lineup = await ask<MatchLineup>('/webapi/{sport}/getLineupData', basketball);
    const html = render(<LineupTab lineup={lineup} match={basketball} />);
    expect(html).not.toContain('data-testid="pitch"');
    expect(count(html, '<li>')).toBe(
      lineup.home.starters.length + lineup.away.starters.length + lineup.home.substitutes.length + lineup.away.substitutes.length,
    );
  });
});

describe('index tab', () => {
  it('shows every bookmaker with current over opening prices and the margin', async () => {
    const { list } = await ask<MatchOdds>('/api/{sport}/matchOdd', football);
    const html = render(<OddsTab odds={list} />);
    expect(count(html, 'data-testid="bookmaker"')).toBe(list.length);
    expect(html).toContain(`${list[0].europe.margin.toFixed(2)}%`);
    expect(html).toContain(list[0].europe.opening.home.toFixed(2));
  });
});

describe('rank tab', () => {
  it('shows the league table with both teams of the match highlighted', async () => {
    const { list } = await ask<MatchRank>('/webapi/{sport}/getMatchRank', basketball);
    const html = render(<RankTab rows={list} match={basketball} />);
    expect(count(html, 'data-testid="standing"')).toBe(list.length);
    expect(count(html, 'data-playing="true"')).toBe(2);
    expect(html).toContain('胜率');
  });

  it('speaks Portuguese when the fan does', async () => {
    const { list } = await ask<MatchRank>('/webapi/{sport}/getMatchRank', football);
    changeLocale('pt-br');
    try {
      const html = render(<RankTab rows={list} match={football} />);
      expect(html).toContain('Pts');
      expect(html).toContain(list[0].name_en);
      expect(html).not.toContain(list[0].name_zh);
    } finally {
      changeLocale('cn');
    }
  });
});

describe('quiz board', () => {
  const quizOf = async (matchid: number, token?: string) =>
    (await server.call<MatchQuiz>('/api/quiz/getMatchQuiz', { matchid }, token ? { query: { token } } : undefined)).data;

  it("offers every answer of a waiting match at its odds, then shows the fan's answer with what it would win", async () => {
    const [waiting] = await server.db.query<{ id: number }>(
      'select m.id from matches m join match_odds o on o.match_id = m.id where m.sport_id = 1 and m.kickoff_time > $1 order by m.kickoff_time, m.id limit 1',
      [fixedNow],
    );
    const offered = await quizOf(waiting.id);
    const html = render(<QuizBoard quiz={offered} gold={1_000} signedIn={() => true} answer={async () => undefined} />);
    expect(html).toContain('生效');
    expect(count(html, 'data-testid="quiz-option"')).toBe(5);
    expect(html).not.toContain('disabled=""');
    expect(html).toContain('大于 2.5');
    for (const option of offered.questions.flatMap((q) => q.options)) expect(html).toContain(option.odds.toFixed(2));

    const { data: fan } = await server.call<{ token: string; id: number }>('/webapi/user/regist', {
      account: 'fan_quiz_board',
      password: 'goal2026',
    });
    await setWallet(server, { id: fan.id }, { gold: 1_000 });
    await server.call(
      '/api/quiz/answer',
      { matchid: waiting.id, question: 'total', choice: 'under', stake: 100, request_id: 'quiz-board-1' },
      { query: { token: fan.token } },
    );
    const answered = await quizOf(waiting.id, fan.token);
    const mine = render(<QuizBoard quiz={answered} gold={1_000} signedIn={() => true} answer={async () => undefined} />);
    const under = answered.questions[1].options[1].odds;
    expect(mine).toContain('我的竞猜');
    expect(mine).toContain(`小于 2.5 · ${under.toFixed(2)}`);
    expect(mine).toContain(`猜中可得 ${Math.floor((100 * Math.round(under * 100)) / 100)}`);
  });

  it('closes once the match has started', async () => {
    const html = render(<QuizBoard quiz={await quizOf(football.id)} gold={1_000} signedIn={() => true} answer={async () => undefined} />);
    expect(html).toContain('比赛结束');
    expect(html).toContain('竞猜已截止');
    expect(count(html, 'disabled=""')).toBe(5);
  });
});
