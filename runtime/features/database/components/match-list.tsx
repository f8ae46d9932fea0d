import type { Match } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName } from '../../../core/rules/display-rules.ts';
import { FixtureRow } from './fixture-row.tsx';
import { Empty } from './load-states.tsx';
import { Section } from './section.tsx';

/** A team's matches of the season, in the order the server gives (by kickoff), each opening its detail page. */
export function MatchList(props: { matches: readonly Match[]; title: string }) {
  const { t, i18n } = useT('database');
  if (props.matches.length === 0) return <Empty text={t('matchesEmpty')} />;
  return (
    <Section title={props.title} testId="team-matches">
      {props.matches.map((match) => (
        <FixtureRow key={match.id} match={match} note={competitionName(match.matchevent, i18n.language)} />
      ))}
    </Section>
  );
}
