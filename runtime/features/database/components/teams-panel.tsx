import styled from '@emotion/styled';
import type { DatabaseEventInfo } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { getEventIntegral, integralType } from '../api/get-event-integral.ts';
import { teamName } from '../../../core/rules/display-rules.ts';
import { teamPath } from '../lib/paths.ts';
import { TileGrid } from './tile-grid.tsx';
import { Empty, RemoteView } from './load-states.tsx';

const Box = styled.div`
  margin: 0.625rem 0.75rem;
  padding: 0.5rem 0.25rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
`;

/** The teams tab: every team of the season's table (a cup's groups in order), each opening its page. */
export function TeamsPanel(props: { info: DatabaseEventInfo; season: string }) {
  const { t, i18n } = useT('database');
  const { info, season } = props;
  const table = useRemote(() => getEventIntegral(info.id, integralType.all, season), `${info.id}:${season}:${integralType.all}`);
  return (
    <RemoteView remote={table}>
      {(data) => {
        const rows = data.list.length > 0 ? data.list : data.groups.flatMap((group) => group.list);
        if (rows.length === 0) return <Empty text={t('empty')} />;
        const tiles = rows.map((row) => ({
          id: row.team_id,
          to: teamPath(row.team_id, info.sport_id),
          logo: row.logo,
          name: teamName(row, i18n.language),
        }));
        return (
          <Box>
            <TileGrid tiles={tiles} testId="league-teams" tileTestId="team-tile" wide />
          </Box>
        );
      }}
    </RemoteView>
  );
}
