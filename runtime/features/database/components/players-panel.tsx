import styled from '@emotion/styled';
import { useState } from 'react';
import type { DatabaseEventInfo } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { sport } from '../../../core/rules/match-status.ts';
import { getEventRank, type PlayerRankKind } from '../api/get-event-rank.ts';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { Empty, RemoteView } from './load-states.tsx';
import { PlayerRankTable } from './player-rank-table.tsx';

const Box = styled.div`
  padding: 0 0.75rem 0.75rem;
`;

const kinds: readonly PlayerRankKind[] = ['goals', 'assists'];

/** The top players tab: football by goals or assists, basketball by points per game. */
export function PlayersPanel(props: { info: DatabaseEventInfo; season: string }) {
  const { t } = useT('database');
  const { info, season } = props;
  const football = info.sport_id === sport.football;
  const [kind, setKind] = useState<PlayerRankKind>('goals');
  const asked = football ? kind : undefined;
  const rank = useRemote(() => getEventRank(info.id, season, asked), `${info.id}:${season}:${asked ?? ''}`);
  return (
    <>
      {football ? (
        <ChoiceBar<PlayerRankKind>
          look="chips"
          label={t('tab.players')}
          options={kinds.map((value) => ({ value, label: t(`rank.${value}`) }))}
          value={kind}
          onChange={setKind}
          testId="rank-kinds"
        />
      ) : null}
      <RemoteView remote={rank}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty text={t('empty')} />
          ) : (
            <Box>
              <PlayerRankTable rank={data} sportId={info.sport_id} />
            </Box>
          )
        }
      </RemoteView>
    </>
  );
}
