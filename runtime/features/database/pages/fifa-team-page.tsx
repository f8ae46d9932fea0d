import styled from '@emotion/styled';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { DatabaseTeamInfo } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { TabStrip } from '../../../ui/tab-strip.tsx';
import { getNationalTeam } from '../api/get-national-team.ts';
import { DatabaseHeader } from '../components/database-header.tsx';
import { LoadError, RemoteView } from '../components/load-states.tsx';
import { NationalTeamSection, nationalSections, type NationalSection } from '../components/national-team-section.tsx';
import { TeamHead } from '../components/team-head.tsx';
import { fullName } from '../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { idParam, teamPath } from '../lib/paths.ts';

const ProfileLink = styled(Link)`
  display: block;
  padding: 0.75rem;
  color: ${(p) => p.theme.accent};
  font-size: 0.8125rem;
  text-align: center;
  text-decoration: none;
`;

const sectionTitle: Record<NationalSection, string> = { stats: 'fifaStats', honor: 'fifaHonor', lineup: 'fifaLineup' };

/**
 * /fifa-team/{id}: a national team: its header with the FIFA rank, then its stats (rank, points, change, record, recent
 * matches), honours and lineup, the same sections the /mobile/fifa-team/... webviews show one at a time.
 */
export default function FifaTeamPage() {
  const { t, i18n } = useT('database');
  const teamId = idParam(useParams().id);
  const info = useRemote(() => getNationalTeam(teamId), String(teamId));
  const title = info.state === 'ready' ? fitToRoom(fullName(info.data.team, i18n.language), nameRoom.header, i18n.language) : t('fifaTeam');
  return (
    <Page data-page="fifa-team">
      <DatabaseHeader title={title} />
      {teamId === undefined ? (
        <LoadError notFound notFoundTitle={t('teamNotFound')} />
      ) : (
        <RemoteView remote={info} notFoundTitle={t('teamNotFound')}>
          {(data) => <NationalTeamBody info={data} />}
        </RemoteView>
      )}
    </Page>
  );
}

function NationalTeamBody(props: { info: DatabaseTeamInfo }) {
  const { t } = useT('database');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as NationalSection | null;
  const section: NationalSection = asked && nationalSections.includes(asked) ? asked : 'stats';
  return (
    <>
      <TeamHead info={props.info} />
      <TabStrip
        label={t('fifaTeam')}
        value={section}
        options={nationalSections.map((value) => ({ value, label: t(sectionTitle[value]) }))}
        onChange={(next) => setSearch({ tab: next }, { replace: true })}
        testId="fifa-tabs"
      />
      <div data-testid={`panel-${section}`}>
        <NationalTeamSection info={props.info} section={section} />
      </div>
      <ProfileLink to={teamPath(props.info.team.id, props.info.team.sport_id)} data-testid="team-profile-link">
        {t('teamProfile')}
      </ProfileLink>
    </>
  );
}
