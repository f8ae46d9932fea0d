import { useParams, useSearchParams } from 'react-router-dom';
import type { DatabaseTeamInfo } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { TabStrip } from '../../../ui/tab-strip.tsx';
import { getTeamInfo } from '../api/get-team-info.ts';
import { DatabaseHeader } from '../components/database-header.tsx';
import { HonourList } from '../components/honour-list.tsx';
import { LoadError, RemoteView } from '../components/load-states.tsx';
import { MatchList } from '../components/match-list.tsx';
import { RecordCard } from '../components/record-card.tsx';
import { SquadList } from '../components/squad-list.tsx';
import { TeamHead } from '../components/team-head.tsx';
import { fullName } from '../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { idParam } from '../lib/paths.ts';

const tabs = ['squad', 'matches', 'honours', 'record'] as const;
type TeamTab = (typeof tabs)[number];

/**
 * /database/team/{sname}/{teamId}: a team's header (logo, name, competition, FIFA rank when it has one) and the tabs
 * squad, fixtures and results of the season, honours and record. `sname` is the sport's path name (lib/paths.ts).
 */
export default function TeamPage() {
  const { t, i18n } = useT('database');
  const teamId = idParam(useParams().teamId);
  const info = useRemote(() => (teamId ? getTeamInfo(teamId) : Promise.reject(new Error('no such team'))), String(teamId));
  const title = info.state === 'ready' ? fitToRoom(fullName(info.data.team, i18n.language), nameRoom.header, i18n.language) : t('team');
  return (
    <Page data-page="team">
      <DatabaseHeader title={title} />
      {teamId === undefined ? (
        <LoadError notFound notFoundTitle={t('teamNotFound')} />
      ) : (
        <RemoteView remote={info} notFoundTitle={t('teamNotFound')}>
          {(data) => <TeamBody info={data} />}
        </RemoteView>
      )}
    </Page>
  );
}

function TeamBody(props: { info: DatabaseTeamInfo }) {
  const { t } = useT('database');
  const { info } = props;
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as TeamTab | null;
  const tab: TeamTab = asked && tabs.includes(asked) ? asked : 'squad';
  return (
    <>
      <TeamHead info={info} />
      <TabStrip
        label={t('team')}
        value={tab}
        options={tabs.map((value) => ({ value, label: t(`tab.${value}`) }))}
        onChange={(next) => setSearch({ tab: next }, { replace: true })}
        testId="team-tabs"
      />
      <div data-testid={`panel-${tab}`}>
        {tab === 'squad' ? <SquadList squad={info.squad} sportId={info.team.sport_id} /> : null}
        {tab === 'matches' ? <MatchList matches={info.matches} title={`${t('season')} ${info.season}`} /> : null}
        {tab === 'honours' ? <HonourList honours={info.honours} /> : null}
        {tab === 'record' ? <RecordCard record={info.record} sportId={info.team.sport_id} /> : null}
      </div>
    </>
  );
}
