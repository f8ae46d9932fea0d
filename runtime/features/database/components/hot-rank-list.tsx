import type { BillboardSport } from '../api/get-hot-rank.ts';
import { getHotRank } from '../api/get-hot-rank.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName } from '../../../core/rules/display-rules.ts';
import { leaguePath } from '../lib/paths.ts';
import { Empty, RemoteView } from './load-states.tsx';
import { Section } from './section.tsx';
import { StandingsTable } from './standings-table.tsx';

/** A sport's billboard: each of its leagues with its top 5, and a way to the whole competition. */
export function HotRankList(props: { sport: BillboardSport }) {
  const { t, i18n } = useT('database');
  const rank = useRemote(() => getHotRank(props.sport), props.sport);
  return (
    <RemoteView remote={rank} rows={6}>
      {(boards) =>
        boards.length === 0 ? (
          <Empty text={t('empty')} />
        ) : (
          <div data-testid="billboard">
            {boards.map((board) => (
              <Section
                key={board.event.id}
                title={competitionName(board.event, i18n.language)}
                testId="billboard-league"
                more={{ to: leaguePath(board.event), label: t('more') }}
              >
                <StandingsTable rows={board.list} sportId={board.event.sport_id} />
              </Section>
            ))}
          </div>
        )
      }
    </RemoteView>
  );
}
