import styled from '@emotion/styled';
import { useLocation, useParams } from 'react-router-dom';
import { builtTabs } from '../../../core/build-flags.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { TabBody } from '../components/detail/tab-body.tsx';
import { TabPanel } from '../components/detail/tab-panel.tsx';
import { MatchGapsContext, PushedLinesContext, PushedDeltasContext, useLiveMatch } from '../hooks/use-live-match.ts';
import { useMatch } from '../hooks/use-match.ts';
import { matchIdOf, sportOfPath, webviewTabOfPath } from '../lib/detail-route.ts';
import { ServerUrlContext } from '../lib/server-url.ts';

const Frame = styled.main`
  min-height: 100dvh;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;

/**
 * The webview routes (/mobile/happening|analysis|lineup|index|rank/{matchid} and the basketball variants): one tab of
 * a match with the same components as the detail page, without the app's header, scoreboard or menu, for a native app
 * to embed. The native app decides which tabs it opens, so the switches are not consulted here. Like the detail page,
 * the tab follows its match's channel (text-live lines, incidents, prices) between its refreshes.
 */
export default function MatchTabPage() {
  const { t } = useT('score');
  const { pathname } = useLocation();
  const matchid = matchIdOf(useParams().matchid);
  const tab = webviewTabOfPath(pathname);
  const { loaded, lines, deltas, gaps } = useLiveMatch(useMatch(matchid, sportOfPath(pathname) ?? 1));
  return (
    <ServerUrlContext.Provider value={serverUrl}>
      <Frame data-page="match-tab" data-tab={tab}>
        {matchid === undefined || !tab || !builtTabs[tab] ? (
          <MessagePanel testId="match-not-found" title={t('page.notFound')} text={t('page.notFoundHint')} />
        ) : (
          <PushedLinesContext.Provider value={lines}>
            <PushedDeltasContext.Provider value={deltas}>
              <MatchGapsContext.Provider value={gaps}>
                <TabBody loaded={loaded}>{(data) => <TabPanel tab={tab} match={data.match} rooms={[]} />}</TabBody>
              </MatchGapsContext.Provider>
            </PushedDeltasContext.Provider>
          </PushedLinesContext.Provider>
        )}
      </Frame>
    </ServerUrlContext.Provider>
  );
}
