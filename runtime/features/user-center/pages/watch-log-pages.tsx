import styled from '@emotion/styled';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { kickoffClock } from '../../../core/rules/display-rules.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { MessagePanel, PrimaryLink } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { accountApi, type WatchVisit } from '../api/account-calls.ts';
import { CardRow, CardRows } from '../components/card-row.tsx';
import { SignedOut } from '../components/signed-out.tsx';

const { RemoteView } = loadStates('user-center', 'watch-log');

const Day = styled.h2`
  margin: 0.75rem 1rem 0.25rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  font-weight: 500;
`;

function VisitRow(props: { visit: WatchVisit; when: string }) {
  const { visit } = props;
  return (
    <CardRow
      testId="watch-visit"
      to={`/live-detail/${visit.anchorid}`}
      avatar={visit.avatar}
      title={visit.title}
      detail={visit.nick_name}
      aside={<time>{props.when}</time>}
    />
  );
}

/** The watch history's two screens: the rooms (live-record) or the days (my-log); a guest is asked to log in. */
function WatchLog(props: { view: 'rooms' | 'days'; title: string; page: string }) {
  const { t } = useT('user-center');
  const user = useSession((s) => s.user);
  const remote = useRemote(accountApi.watchLog, `live-log-${user?.id ?? 0}`);
  return (
    <Page data-page={props.page}>
      <BackHeader title={props.title} backLabel={t('back')} fallback="/user-center" />
      {!user ? (
        <SignedOut />
      ) : (
        <RemoteView remote={remote}>
          {({ list }) => {
            if (list.length === 0)
              return (
                <MessagePanel
                  testId="watch-log-empty"
                  title={t('watch.none')}
                  text={t('watch.noneHint')}
                  action={<PrimaryLink to="/live">{t('watch.toLive')}</PrimaryLink>}
                />
              );
            if (props.view === 'rooms') {
              // Each room once, where the fan was last.
              const rooms = list.filter((visit, index) => list.findIndex((v) => v.liveid === visit.liveid) === index);
              return (
                <CardRows data-testid="watch-rooms">
                  {rooms.map((visit) => (
                    <VisitRow key={visit.liveid} visit={visit} when={serverDay(visit.time).slice(5)} />
                  ))}
                </CardRows>
              );
            }
            const days = [...new Set(list.map((visit) => serverDay(visit.time)))];
            return days.map((day) => (
              <section key={day} data-testid="watch-day">
                <Day>{day}</Day>
                <CardRows>
                  {list
                    .filter((visit) => serverDay(visit.time) === day)
                    .map((visit) => (
                      <VisitRow key={`${visit.liveid}-${visit.time}`} visit={visit} when={kickoffClock(visit.time)} />
                    ))}
                </CardRows>
              </section>
            ));
          }}
        </RemoteView>
      )}
    </Page>
  );
}

/** /user-center/live-record: the rooms the fan watched recently, each once, the latest first. */
export function LiveRecordPage() {
  const { t } = useT('user-center');
  return <WatchLog view="rooms" title={t('liveRecord')} page="live-record" />;
}

/** /user-center/my-log: the fan's watch history by server day, each visit with its time. */
export function MyLogPage() {
  const { t } = useT('user-center');
  return <WatchLog view="days" title={t('myLog')} page="my-log" />;
}
