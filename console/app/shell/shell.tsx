import styled from '@emotion/styled';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { listenToQueueCounts } from '../../api/queue-events.ts';
import { noteRowChange, setQueueCounts } from '../../state/counts-store.ts';
import { LoadingState } from '../../ui/load-state.tsx';
import { color, narrow } from '../../ui/tokens.ts';
import { ScreenBoundary } from './screen-boundary.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 232px minmax(0, 1fr);
  min-height: 100%;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  flex: 1;
  padding: 24px 32px 48px;
  max-width: 1320px;
  width: 100%;
  ${narrow} {
    padding: 16px 12px 32px;
  }
`;

const Scrim = styled.div`
  display: none;
  ${narrow} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 20;
    background: ${color.scrim};
  }
`;

/** The signed-in console: the side navigation, the top bar, and the screen. */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // A screen chosen on a phone closes the menu it was chosen from.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => listenToQueueCounts({ counts: setQueueCounts, row: noteRowChange }), []);
  return (
    <Layout>
      <SideNav open={menuOpen} />
      {menuOpen && <Scrim onClick={() => setMenuOpen(false)} />}
      <Main>
        <TopBar menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
        <Content id="content" style={{ background: color.page }}>
          <ScreenBoundary key={location.pathname}>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </ScreenBoundary>
        </Content>
      </Main>
    </Layout>
  );
}
