import styled from '@emotion/styled';
import type { League } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName } from '../../../core/rules/display-rules.ts';
import { leaguePath } from '../lib/paths.ts';
import { useVisitedLeagues } from '../use-visited-leagues.ts';
import { TileGrid } from './tile-grid.tsx';
import { Section } from './section.tsx';

const Hint = styled.p`
  margin: 0;
  padding: 0.25rem 0 0.5rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
`;

/**
 * The fan's visited leagues (spec 000 §3), newest first. A league is stored with its name in the language of the visit;
 * a competition the database home also lists shows its name in the current language instead.
 */
export function VisitedLeagues(props: { known: readonly League[] }) {
  const { t, i18n } = useT('database');
  const visited = useVisitedLeagues((s) => s.list);
  const tiles = visited.map((league) => {
    const current = props.known.find((known) => known.id === league.id);
    return {
      id: league.id,
      to: leaguePath({ id: league.id, sport_id: league.sportsType }),
      logo: league.logo,
      name: current ? competitionName(current, i18n.language) : league.name,
    };
  });
  return (
    <Section title={t('visited')} testId="visited-leagues">
      {tiles.length > 0 ? (
        <TileGrid tiles={tiles} testId="visited-list" tileTestId="league-tile" />
      ) : (
        <Hint data-testid="visited-empty">{t('visitedEmpty')}</Hint>
      )}
    </Section>
  );
}
