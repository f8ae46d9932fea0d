import styled from '@emotion/styled';
import { useLocation, useParams } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { getNationalTeam } from '../api/get-national-team.ts';
import { RemoteView } from '../components/load-states.tsx';
import { NationalTeamSection, nationalSections, type NationalSection } from '../components/national-team-section.tsx';
import { idParam } from '../lib/paths.ts';

const Frame = styled.main`
  min-height: 100dvh;
  padding-top: 0.125rem;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;

/** The webview path's section: /mobile/fifa-team/{honor|stats|lineup}/{teamid}. */
function sectionOfPath(pathname: string): NationalSection | undefined {
  const name = /\/mobile\/fifa-team\/([a-z]+)\//.exec(pathname)?.[1];
  return nationalSections.find((section) => section === name);
}

/**
 * The webview routes /mobile/fifa-team/honor|stats|lineup/{teamid}: one section of a national team with the same
 * components as /fifa-team/{id}, without the app's header or menu, for a native app to embed.
 */
export default function FifaSectionPage() {
  const { t } = useT('database');
  const section = sectionOfPath(useLocation().pathname) ?? 'stats';
  const teamId = idParam(useParams().teamid);
  const info = useRemote(() => getNationalTeam(teamId), String(teamId));
  return (
    <Frame data-page="fifa-section" data-section={section}>
      <RemoteView remote={info} notFoundTitle={t('teamNotFound')}>
        {(data) => <NationalTeamSection info={data} section={section} />}
      </RemoteView>
    </Frame>
  );
}
