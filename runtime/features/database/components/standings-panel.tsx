import styled from '@emotion/styled';
import { useState } from 'react';
import type { DatabaseEventInfo } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { getEventIntegral, integralType, type IntegralType } from '../api/get-event-integral.ts';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { Empty, RemoteView } from './load-states.tsx';
import { StandingsTable } from './standings-table.tsx';

const Tables = styled.div`
  padding: 0 0.75rem 0.75rem;
  h3 {
    margin: 0.75rem 0 0.25rem;
    font-size: 0.875rem;
  }
`;

const types = Object.values(integralType);

/**
 * The standings tab: the table of every game, home games or away games (the base dictionary's integral types 1, 2, 3);
 * a cup shows its group tables, A to D.
 */
export function StandingsPanel(props: { info: DatabaseEventInfo; season: string }) {
  const { t } = useT('database');
  const [type, setType] = useState<IntegralType>(integralType.all);
  const { info, season } = props;
  const table = useRemote(() => getEventIntegral(info.id, type, season), `${info.id}:${season}:${type}`);
  return (
    <>
      <ChoiceBar<IntegralType>
        look="chips"
        label={t('tab.standings')}
        options={types.map((value) => ({ value, label: t(`integral.${value}`) }))}
        value={type}
        onChange={setType}
        testId="integral-types"
      />
      <RemoteView remote={table}>
        {(data) => {
          const groups = info.kind === 'cup' ? data.groups : [];
          if (groups.length === 0 && data.list.length === 0) return <Empty text={t('empty')} />;
          return (
            <Tables>
              {groups.length > 0 ? (
                groups.map((group) => (
                  <section key={group.group} data-testid="group-table" data-group={group.group}>
                    <h3>{t('group', { group: group.group })}</h3>
                    <StandingsTable rows={group.list} sportId={info.sport_id} />
                  </section>
                ))
              ) : (
                <StandingsTable rows={data.list} sportId={info.sport_id} />
              )}
            </Tables>
          );
        }}
      </RemoteView>
    </>
  );
}
