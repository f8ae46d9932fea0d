import styled from '@emotion/styled';
import type { Match, MatchAnalysis } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { teamName } from '../../../../core/rules/display-rules.ts';
import { Section } from './section.tsx';
import { colors } from '../../../../core/theme/theme.ts';

const Meeting = styled.li`
  display: grid;
  grid-template-columns: 5rem 1fr 2.75rem 1fr;
  align-items: center;
  gap: 0.375rem;
  padding: 0.375rem 0;
  border-top: 1px solid ${(p) => p.theme.color.border};
  font-size: 0.8125rem;
  time {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span:first-of-type {
    text-align: right;
  }
  b {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Meetings = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Summary = styled.p`
  margin: 0 0 0.5rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

const FormRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.375rem 0;
  font-size: 0.8125rem;
  span:first-of-type {
    overflow: hidden;
    flex: 1;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const resultColour = { W: colors.win, D: colors.draw, L: colors.loss } as const;
const Result = styled.abbr<{ result: 'W' | 'D' | 'L' }>`
  width: 1.375rem;
  height: 1.375rem;
  border-radius: 0.25rem;
  background: ${(p) => resultColour[p.result]};
  color: ${colors.onWin};
  font-size: 0.75rem;
  line-height: 1.375rem;
  text-align: center;
  text-decoration: none;
`;

/** Past meetings, newest first (with the home team's wins, draws and losses) and both teams' last five results (spec 000 §2 analysis). */
export function AnalysisTab(props: { analysis: MatchAnalysis; match: Match }) {
  const { t, i18n } = useT('score');
  const { match, analysis } = props;
  const nameOf = (id: number) => teamName(id === match.hometeam.id ? match.hometeam : match.awayteam, i18n.language);
  const homeGoals = (m: MatchAnalysis['head_to_head'][number]) =>
    m.home_team_id === match.hometeam.id ? m.home_score - m.away_score : m.away_score - m.home_score;
  const record = { W: 0, D: 0, L: 0 };
  for (const meeting of analysis.head_to_head) record[homeGoals(meeting) > 0 ? 'W' : homeGoals(meeting) === 0 ? 'D' : 'L']++;
  return (
    <div data-testid="analysis">
      <Section>
        <h2>{t('h2h.title')}</h2>
        <Summary>
          {t('h2h.record', {
            count: analysis.head_to_head.length,
            team: teamName(match.hometeam, i18n.language),
            won: record.W,
            drawn: record.D,
            lost: record.L,
          })}
        </Summary>
        <Meetings>
          {[...analysis.head_to_head]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((meeting) => (
              <Meeting key={`${meeting.date}-${meeting.home_team_id}`} data-testid="past-meeting">
                <time dateTime={meeting.date}>{meeting.date}</time>
                <span>{nameOf(meeting.home_team_id)}</span>
                <b>
                  {meeting.home_score}-{meeting.away_score}
                </b>
                <span>{nameOf(meeting.away_team_id)}</span>
              </Meeting>
            ))}
        </Meetings>
      </Section>
      <Section>
        <h2>{t('form.title')}</h2>
        {(
          [
            [match.hometeam, analysis.home_form],
            [match.awayteam, analysis.away_form],
          ] as const
        ).map(([team, form]) => (
          <FormRow key={team.id} data-testid="team-form">
            <span>{teamName(team, i18n.language)}</span>
            {form.map((result, index) => (
              <Result key={index} result={result} title={t(`form.${result}`)}>
                {t(`form.${result}`)}
              </Result>
            ))}
          </FormRow>
        ))}
      </Section>
    </div>
  );
}
