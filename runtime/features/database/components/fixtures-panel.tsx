import styled from '@emotion/styled';
import { useRef } from 'react';
import type { DatabaseEventInfo, DatabaseEventMatch } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { getEventMatch } from '../api/get-event-match.ts';
import { roundLabel } from '../lib/rounds.ts';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { FixtureRow } from './fixture-row.tsx';
import { Empty, RemoteView } from './load-states.tsx';

const List = styled.div`
  margin: 0 0.75rem 0.75rem;
  padding: 0 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
`;

/**
 * The fixtures and results tab, one round at a time: `round` undefined asks the server for its default (the first
 * round with a match still to play). A cup's rounds are named by stage (rounds.ts) and its group matches carry their
 * group.
 */
export function FixturesPanel(props: { info: DatabaseEventInfo; season: string; round?: number; onRound(round: number): void }) {
  const { t } = useT('database');
  const { info, season, round } = props;
  const matches = useRemote(() => getEventMatch(info.id, season, round), `${info.id}:${season}:${round ?? ''}`);
  // The round picker stays while another round loads: the rounds of a season do not change with the round shown.
  const last = useRef<DatabaseEventMatch | undefined>(undefined);
  if (matches.state === 'ready') last.current = matches.data;
  const shown = matches.state === 'ready' ? matches.data.round : (round ?? last.current?.round);
  const label = (n: number) => {
    const name = roundLabel(info.kind, n);
    return t(name.key, name.values);
  };
  return (
    <>
      {last.current && shown !== undefined ? (
        <ChoiceBar
          look="chips"
          label={t('rounds')}
          options={last.current.rounds.map((value) => ({ value, label: label(value) }))}
          value={shown}
          onChange={props.onRound}
          testId="round-picker"
        />
      ) : null}
      <RemoteView remote={matches}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty text={t('empty')} />
          ) : (
            <List data-testid="fixtures" data-round={data.round}>
              {data.list.map((match) => {
                const group = data.group_of[String(match.id)];
                return <FixtureRow key={match.id} match={match} note={group ? t('group', { group }) : undefined} />;
              })}
            </List>
          )
        }
      </RemoteView>
    </>
  );
}
