import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RequireSession } from './require-session.tsx';
import { Shell } from './shell/shell.tsx';
import { firstScreen } from './screens.ts';
import { NotFound } from './not-found.tsx';
import { useSession } from '../state/session-store.ts';
import { SignInPage } from '../screens/sign-in/sign-in-page.tsx';
import { Suspended } from './suspended.tsx';

// Each screen is its own chunk: the console's first load carries the shell and the sign-in only.
const EnrolPage = lazy(() => import('../screens/enrol/enrol-page.tsx').then((m) => ({ default: m.EnrolPage })));
const SitesPage = lazy(() => import('../screens/sites/sites-page.tsx').then((m) => ({ default: m.SitesPage })));
const MatchesPage = lazy(() => import('../screens/matches/matches-page.tsx').then((m) => ({ default: m.MatchesPage })));
const ApplicationsPage = lazy(() => import('../screens/queues/applications-page.tsx').then((m) => ({ default: m.ApplicationsPage })));
const ReportsPage = lazy(() => import('../screens/queues/reports-page.tsx').then((m) => ({ default: m.ReportsPage })));
const CommentsPage = lazy(() => import('../screens/queues/comments-page.tsx').then((m) => ({ default: m.CommentsPage })));
const RoomsPage = lazy(() => import('../screens/rooms/rooms-page.tsx').then((m) => ({ default: m.RoomsPage })));
const FeedbackPage = lazy(() => import('../screens/queues/feedback-page.tsx').then((m) => ({ default: m.FeedbackPage })));
const WithdrawalsPage = lazy(() => import('../screens/queues/withdrawals-page.tsx').then((m) => ({ default: m.WithdrawalsPage })));
const ContentPage = lazy(() => import('../screens/content/content-page.tsx').then((m) => ({ default: m.ContentPage })));
const MoneyPage = lazy(() => import('../screens/money/money-page.tsx').then((m) => ({ default: m.MoneyPage })));
const FansPage = lazy(() => import('../screens/fans/fans-page.tsx').then((m) => ({ default: m.FansPage })));
const FanPage = lazy(() => import('../screens/fans/fan-page.tsx').then((m) => ({ default: m.FanPage })));
const AuditPage = lazy(() => import('../screens/audit/audit-page.tsx').then((m) => ({ default: m.AuditPage })));
const OperatorsPage = lazy(() => import('../screens/operators/operators-page.tsx').then((m) => ({ default: m.OperatorsPage })));

/** The first screen the operator's permissions allow. */
function Home() {
  const operator = useSession((state) => state.operator);
  const screen = firstScreen(operator);
  return screen ? <Navigate to={screen} replace /> : <NotFound />;
}

/**
 * The console's routes under /ops/ (the server answers every one of them with index.html). The declarative router:
 * the console loads no data in its routes, and the data router would cost some 15 KB gzip of its first load.
 */
export function ConsoleRoutes() {
  return (
    <BrowserRouter basename="/ops">
      <Routes>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route
          path="/enrol"
          element={
            <RequireSession>
              <Suspended>
                <EnrolPage />
              </Suspended>
            </RequireSession>
          }
        />
        <Route
          path="/"
          element={
            <RequireSession>
              <Shell />
            </RequireSession>
          }
        >
          <Route index element={<Home />} />
          <Route path="sites" element={<SitesPage />} />
          <Route path="content" element={<ContentPage />} />
          <Route path="matches" element={<MatchesPage />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="feedback" element={<FeedbackPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="comments" element={<CommentsPage />} />
          <Route path="rooms" element={<RoomsPage />} />
          <Route path="withdrawals" element={<WithdrawalsPage />} />
          <Route path="money" element={<MoneyPage />} />
          <Route path="fans" element={<FansPage />} />
          <Route path="fans/:id" element={<FanPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="operators" element={<OperatorsPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
